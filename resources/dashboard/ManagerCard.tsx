import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState } from '../../src/components/QueryState';
import { MANAGER_HEIGHT } from './cardHeights';
import { DashboardCard } from './DashboardCard';
import { contactOf, initialsOf, useAccountManager } from '../../src/api/accountManager';
import { ManagerContactLinks } from '../../src/components/ManagerContactLinks';
import { text } from './text';

/** The fallback team contact when the portal has no manager. */
export const ManagerCard = () => {
    const translate = useTranslate();
    const manager = useAccountManager();
    return (
        <DashboardCard title={text('cards.manager.title')} minHeight={MANAGER_HEIGHT}>
            <QueryState query={manager} error={text('cards.manager.error')} isEmpty={() => false}>
                {answer => {
                    const contact = contactOf(answer);
                    const photo = contact.kind === 'manager' ? contact.photo : undefined;
                    return (
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                            <Avatar
                                src={photo}
                                alt={photo ? translate(text('cards.manager.photo'), { name: contact.name }) : undefined}
                                sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
                                aria-hidden={photo ? undefined : true}
                            >
                                {initialsOf(contact.name)}
                            </Avatar>
                            <Box sx={{ minWidth: 0 }}>
                                <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                                    {contact.name}
                                </Typography>
                                {contact.kind === 'manager' ? (
                                    <Chip
                                        size="small"
                                        sx={{ my: 0.5 }}
                                        label={translate(
                                            text(contact.direct ? 'cards.manager.direct' : 'cards.manager.team')
                                        )}
                                    />
                                ) : (
                                    <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
                                        {translate(text('cards.manager.fallbackNote'))}
                                    </Typography>
                                )}
                                <ManagerContactLinks contact={contact} />
                            </Box>
                        </Stack>
                    );
                }}
            </QueryState>
        </DashboardCard>
    );
};
