import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@nyaya/shared-design/dropdown-menu';
import { UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  name: string;
  signOutLabel: string;
  onSignOut: () => void;
}

/**
 * The desktop header's user menu. Default export, loaded lazily (see AccountActions): only
 * signed-in visitors need Radix DropdownMenu, and not before the first paint.
 */
export default function UserMenu({ name, signOutLabel, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onSignOut}>{signOutLabel}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
