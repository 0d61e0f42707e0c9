import { useId, useState } from 'react';
import { Alert, Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { EnrollmentRow } from '../types';
import { useDownlineName } from '../../../src/components/producerNames';
import { enrollmentName } from './missingRows';

const M = 'resources.enrollments.missing';

/** Names shown before "Show all": a whole window failing would fill the screen with them. */
const FIRST = 10;

/** The first ten, how many more, and all on demand, so that none goes unnamed or uncounted. */
export const FailedList = ({ failed, agency }: { failed: readonly EnrollmentRow[]; agency: boolean }) => {
    const translate = useTranslate();
    const downlineName = useDownlineName({ enabled: agency });
    const producerOf = (row: EnrollmentRow) => (agency ? downlineName({ id: row.AgentId, name: row.AgentName }) : '');
    const listId = useId();
    const [all, setAll] = useState(false);
    const shown = all ? failed : failed.slice(0, FIRST);
    const hidden = failed.length - shown.length;
    return (
        <Alert severity="warning" sx={{ mt: 2 }}>
            <span>{translate(`${M}.failed`, { smart_count: failed.length })}</span>{' '}
            <span id={listId}>
                {shown.map((row, index) => (
                    <span key={String(row.id)}>
                        {index > 0 && ', '}
                        <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(row.id))}`}>
                            {enrollmentName(row)}
                        </Link>
                        {producerOf(row) && ` ${translate(`${M}.failedProducer`, { producer: producerOf(row) })}`}
                    </span>
                ))}
                {hidden > 0 && ` ${translate(`${M}.failedMore`, { smart_count: hidden })}`}
            </span>
            {failed.length > FIRST && (
                <Button
                    size="small"
                    color="inherit"
                    aria-expanded={all}
                    aria-controls={listId}
                    onClick={() => setAll(!all)}
                    sx={{ ml: 1 }}
                >
                    {all
                        ? translate(`${M}.failedShowFewer`)
                        : translate(`${M}.failedShowAll`, { smart_count: failed.length })}
                </Button>
            )}
        </Alert>
    );
};
