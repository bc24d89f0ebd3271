import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@nyaya/shared-design/dropdown-menu';
import { UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  name: string;
  /** Mount open: the visitor asked for the menu before its code arrived. */
  defaultOpen?: boolean;
  signOutLabel: string;
  onSignOut: () => void;
}

/**
 * The desktop header's user menu. Default export, loaded lazily (see AccountActions): only
 * signed-in visitors need Radix DropdownMenu, and not before the first paint. Until it arrives,
 * AccountActions shows the same button, and a press on it opens this menu when it mounts.
 */
export default function UserMenu({
  name,
  defaultOpen = false,
  signOutLabel,
  onSignOut,
}: UserMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onSignOut}>{signOutLabel}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
