import { useDeferredValue, useState } from 'react';
import {
    Alert,
    Card,
    CardContent,
    Link,
    List,
    ListItem,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    Stack,
    TextField,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import { Loading, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../components/PageHeading';
import { searchPortals, TWO_LIST_MAXIMUM } from './filterPortals';
import { isSamePortal } from './portalStore';
import type { Portal, PortalType } from './types';
import { useSelectedPortal, usePortals, useSelectPortal } from './usePortal';

const TYPE_ICON = { agent: <PersonIcon />, agency: <BusinessIcon /> };

const PortalList = ({ portals, labelledBy }: { portals: Portal[]; labelledBy: string }) => {
    const translate = useTranslate();
    const selected = useSelectedPortal();
    const selectPortal = useSelectPortal();
    return (
        <List aria-labelledby={labelledBy} dense>
            {portals.map(portal => {
                const current = isSamePortal(portal, selected);
                return (
                    <ListItem key={`${portal.type}-${portal.id}`} disablePadding>
                        <ListItemButton
                            onClick={() => selectPortal(portal)}
                            selected={current}
                            aria-current={current ? 'true' : undefined}
                        >
                            <ListItemIcon>{TYPE_ICON[portal.type]}</ListItemIcon>
                            <ListItemText
                                primary={portal.name}
                                secondary={current ? translate('app.portal.current') : undefined}
                            />
                            {current && <CheckIcon color="primary" aria-hidden />}
                        </ListItemButton>
                    </ListItem>
                );
            })}
        </List>
    );
};

const TwoLists = ({ portals }: { portals: Portal[] }) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {(['agent', 'agency'] as const).map(type => {
                const ofType = portals.filter(portal => portal.type === type);
                if (ofType.length === 0) return null;
                return (
                    <Card key={type} variant="outlined" sx={{ flex: 1 }}>
                        <CardContent>
                            <Typography variant="h2" id={`portals-${type}`}>
                                {translate(`app.portal.lists.${type}`)}
                            </Typography>
                            <PortalList portals={ofType} labelledBy={`portals-${type}`} />
                        </CardContent>
                    </Card>
                );
            })}
        </Stack>
    );
};

const initialType = (portals: Portal[], selectedType: PortalType | undefined): PortalType => {
    const has = (type: PortalType) => portals.some(portal => portal.type === type);
    if (selectedType && has(selectedType)) return selectedType;
    return has('agent') ? 'agent' : 'agency';
};

const SearchView = ({ portals }: { portals: Portal[] }) => {
    const translate = useTranslate();
    const selected = useSelectedPortal();
    const [type, setType] = useState<PortalType>(() => initialType(portals, selected?.type));
    const [text, setText] = useState('');
    // Filtering thousands of portals stays off the typing path.
    const deferredText = useDeferredValue(text);
    const { shown, truncated } = searchPortals(portals, type, deferredText);
    return (
        <Card variant="outlined">
            <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <TextField
                        label={translate('app.portal.search')}
                        value={text}
                        onChange={event => setText(event.target.value)}
                        type="search"
                        autoFocus
                        sx={{ flex: 1 }}
                    />
                    <ToggleButtonGroup
                        exclusive
                        value={type}
                        onChange={(_event, value: PortalType | null) => value && setType(value)}
                        aria-label={translate('app.portal.typeToggle')}
                        color="primary"
                    >
                        <ToggleButton value="agent">{translate('app.portal.lists.agent')}</ToggleButton>
                        <ToggleButton value="agency">{translate('app.portal.lists.agency')}</ToggleButton>
                    </ToggleButtonGroup>
                </Stack>
                <Typography id="portal-results" variant="h2" sx={{ mt: 2 }}>
                    {translate('app.portal.results', { smart_count: shown.length })}
                </Typography>
                {truncated && (
                    <Alert severity="info" sx={{ mt: 1 }}>
                        {translate('messages.portals.tooManyResults')}
                    </Alert>
                )}
                {shown.length === 0 ? (
                    <Typography sx={{ mt: 2 }}>{translate('messages.portals.noneFound')}</Typography>
                ) : (
                    <PortalList portals={shown} labelledBy="portal-results" />
                )}
                {truncated && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('messages.portals.moreNotShown')}
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};

export const PortalSelectionPage = () => {
    const translate = useTranslate();
    const { portals, isPending } = usePortals();
    if (isPending) return <Loading />;
    return (
        <>
            <PageHeading title={translate('app.portal.title')} />
            {portals.length === 0 ? (
                // A user without portals is not set up, which the not-a-user page explains; but this page is where
                // they land, so it says 'No portals found' and links to that page's help text (docs/areas.md).
                <Alert severity="info">
                    <Typography>{translate('messages.portals.noneFound')}</Typography>
                    <Link component={RouterLink} to="/unrecognized-user">
                        {translate('app.portal.noPortalsHelp')}
                    </Link>
                </Alert>
            ) : portals.length <= TWO_LIST_MAXIMUM ? (
                <TwoLists portals={portals} />
            ) : (
                <SearchView portals={portals} />
            )}
        </>
    );
};
