import { Button, type ButtonProps } from '@nyaya/shared-design';
import styled from 'styled-components';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';

// Long names are cut short, so that Dashboard and the name fit the header's account area,
// which keeps its width whatever the session is (Header's AccountSlot).
export const NameText = styled.span`
  max-width: 9.5rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The signed-in user's name with a chevron: the user menu's trigger, and its stand-in. */
export function UserMenuButton({ name, ...props }: { name: string } & ButtonProps) {
  return (
    <Button variant="ghost" icon={<UserIcon />} {...props}>
      <NameText translate="no">{name}</NameText>
      <ChevronDownIcon size="1em" />
    </Button>
  );
}
