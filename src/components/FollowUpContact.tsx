import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contactOf, useAccountManager } from '../api/accountManager';
import { config } from '../config';
import { ManagerContactLinks } from './ManagerContactLinks';
import { QueryState } from './QueryState';

/** With the manager failing, the fallback team is named under the error: a waiting contract has someone to ask. */
export const FollowUpContact = () => {
    const translate = useTranslate();
    const manager = useAccountManager();
    return (
        <Box>
            <QueryState query={manager} error="common.pendingAge.followUpError" isEmpty={() => false}>
                {answer => {
                    const contact = contactOf(answer);
                    return (
                        <>
                            <Typography variant="body2" sx={{ mb: 0.5 }}>
                                {translate(
                                    contact.kind === 'manager'
                                        ? 'common.pendingAge.followUp'
                                        : 'common.pendingAge.followUpTeam',
                                    { name: contact.name }
                                )}
                            </Typography>
                            <ManagerContactLinks contact={contact} />
                        </>
                    );
                }}
            </QueryState>
            {manager.error && (
                <>
                    <Typography variant="body2" sx={{ mb: 0.5 }}>
                        {translate('common.pendingAge.followUpMeanwhile', { name: config.fallbackManager.name })}
                    </Typography>
                    <ManagerContactLinks contact={{ kind: 'team', ...config.fallbackManager }} />
                </>
            )}
        </Box>
    );
};
