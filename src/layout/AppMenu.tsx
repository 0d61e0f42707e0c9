import type { ReactElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import DescriptionIcon from '@mui/icons-material/Description';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import DrawIcon from '@mui/icons-material/Draw';
import AssessmentIcon from '@mui/icons-material/Assessment';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useSelectedPortal } from '../portal/usePortal';
import { navigationFor } from './navigation';

const ICONS: Record<string, ReactElement> = {
    '/contracts': <DescriptionIcon />,
    '/enrollments': <AssignmentIcon />,
    '/licenses': <BadgeIcon />,
    '/e-and-os': <VerifiedUserIcon />,
    '/scopes': <DrawIcon />,
    '/reports': <AssessmentIcon />,
    '/producers': <GroupsIcon />,
    '/statements': <ReceiptLongIcon />,
    '/help-requests': <SupportAgentIcon />,
};

/** Sidebar: Home, then the selected portal's areas. */
export const AppMenu = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    return (
        <Menu aria-label={translate('app.menu.label')}>
            <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
            {navigationFor(portal?.type).map(entry => (
                <Menu.Item
                    key={entry.path}
                    to={entry.path}
                    primaryText={translate(entry.label)}
                    leftIcon={ICONS[entry.path]}
                />
            ))}
        </Menu>
    );
};
