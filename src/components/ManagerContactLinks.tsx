import { Link, Stack } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { telOf, type ManagerContact } from '../api/accountManager';
import { displayEmail } from '../domain/emailDisplay';

/** The manager's (or fallback team's) email and phone as links, each with its icon. */
export const ManagerContactLinks = ({ contact }: { contact: ManagerContact }) => (
    <>
        {contact.email && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailIcon fontSize="small" color="action" aria-hidden />
                <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{displayEmail(contact.email)}</bdi>
                </Link>
            </Stack>
        )}
        {contact.phone && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="action" aria-hidden />
                <Link href={telOf(contact.phone)}>{contact.phone}</Link>
            </Stack>
        )}
    </>
);
