import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { fixForAction, useThingText } from '../../src/components/readinessFixes';
import { isoDayBefore } from '../../src/domain/calendarDays';
import { saveTextFile } from '../../src/domain/csv';
import type { SharedFix } from './rules';
import { fixesCsv } from './fixesCsv';
import { audienceOf } from './RenewalFixList';
import { useSharedFixWords } from './SharedFixList';
import { text } from './texts';
import type { Renewals } from './useRenewals';

interface ExportFixesButtonProps {
    renewals: Renewals;
    shared: readonly SharedFix[];
    planYear: number;
    stateName: (state: string) => string;
}

/** The producers not checked (failed, or not yet while the run goes on or after Cancel) are named as such. */
export const ExportFixesButton = ({ renewals, shared, planYear, stateName }: ExportFixesButtonProps) => {
    const translate = useTranslate();
    const sharedWords = useSharedFixWords(planYear, stateName);
    const producerWords = useThingText(planYear, stateName);
    const save = () => {
        const unchecked = (renewals.run?.entries ?? []).flatMap(entry =>
            entry.state === 'done'
                ? []
                : [
                      {
                          producer: { id: String(entry.item.id), name: entry.item.name },
                          failed: entry.state === 'failed',
                      },
                  ]
        );
        saveTextFile(
            translate(text('csv.fileName'), { date: isoDayBefore(0) }),
            fixesCsv(shared, unchecked, {
                translate,
                sharedWords,
                producerWords,
                whereDone: fix => translate(fixForAction(fix.action, audienceOf(fix)).label),
                producerName: renewals.producerName,
                estimated: renewals.estimated,
            })
        );
    };
    return (
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={save}>
            {translate(text('csv.export'))}
        </Button>
    );
};
