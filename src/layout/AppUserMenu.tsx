import { forwardRef, type ReactNode } from 'react';
import { Divider, ListItemIcon, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SettingsIcon from '@mui/icons-material/Settings';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import { UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { usePortals } from '../portal/usePortal';
import { useSignOut } from '../components/SignOutButton';

const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(
    ({ to, label, icon }, ref) => {
        const translate = useTranslate();
        const menu = useUserMenu();
        return (
            <MenuItem ref={ref} component={RouterLink} to={to} onClick={menu?.onClose}>
                <ListItemIcon>{icon}</ListItemIcon>
                <ListItemText>{translate(label)}</ListItemText>
            </MenuItem>
        );
    }
);
UserMenuLink.displayName = 'UserMenuLink';

const SignOutItem = forwardRef<HTMLLIElement>((_props, ref) => {
    const translate = useTranslate();
    const signOut = useSignOut();
    const menu = useUserMenu();
    // The menu closes first: told to stay (unsaved input), the person is back on the page as it was.
    return (
        <MenuItem
            ref={ref}
            onClick={() => {
                menu?.onClose();
                void signOut();
            }}
        >
            <ListItemIcon>
                <LogoutIcon />
            </ListItemIcon>
            <ListItemText>{translate('app.auth.signOut')}</ListItemText>
        </MenuItem>
    );
});
SignOutItem.displayName = 'SignOutItem';

/** The accessible name starts with the shown name: one who says what they see ("Dana Demo") reaches it by voice. */
export const AppUserMenu = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const { portals } = usePortals();
    // Where react-admin shows the name on the button (from `sm` up), it translates the label again with the label
    // itself as the fallback, so a text passes unchanged; below, the button is an icon, named by the key's text.
    const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
    const label =
        showsName && identity?.fullName
            ? translate('app.userMenu.labelFor', { name: identity.fullName })
            : 'app.userMenu.label';
    return (
        <UserMenu label={label}>
            <Typography variant="body2" sx={{ px: 2, py: 1 }} color="text.secondary">
                {translate('app.userMenu.signedInAs', { email: identity?.email ?? '' })}
            </Typography>
            <Divider />
            {portals.length > 1 && (
                <UserMenuLink to="/portals" label="app.userMenu.switchPortal" icon={<SwapHorizIcon />} />
            )}
            <UserMenuLink to="/preferences" label="app.userMenu.preferences" icon={<SettingsIcon />} />
            <UserMenuLink to="/my-profile" label="app.userMenu.profile" icon={<PersonIcon />} />
            <SignOutItem />
        </UserMenu>
    );
};
