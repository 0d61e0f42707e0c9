import { toCsv } from '../../src/domain/csv';
import type { RenewalFix, SharedFix } from './rules';
import { text } from './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Its check failed, or has not run yet. */
export interface UncheckedProducer {
    producer: { id: string; name: string };
    failed: boolean;
}

interface FixesCsvTexts {
    translate: Translate;
    sharedWords: (fix: SharedFix) => string;
    producerWords: (fix: RenewalFix) => string;
    whereDone: (fix: RenewalFix) => string;
    producerName: (producer: { id: string; name: string }) => string;
    estimated: boolean;
}

// A row per producer not checked, so the file never passes one it could not check off as having nothing to fix.
export const fixesCsv = (
    shared: readonly SharedFix[],
    unchecked: readonly UncheckedProducer[],
    { translate, sharedWords, producerWords, whereDone, producerName, estimated }: FixesCsvTexts
) => {
    const column = (key: string) => translate(text(`csv.${key}`));
    const header = [
        column('thing'),
        column('producer'),
        column('agentId'),
        column('part'),
        column('members'),
        column('keeps'),
        ...(estimated ? [column('estimate')] : []),
        column('whereDone'),
    ];
    // Every row as wide as the header, so a spreadsheet lines the columns up.
    const empty = (filled: number) => Array<undefined>(header.length - filled).fill(undefined);
    return toCsv(header, [
        ...shared.flatMap(thing =>
            thing.producers.map(fix => [
                sharedWords(thing),
                fix.producer && producerName(fix.producer),
                fix.producer?.id,
                producerWords(fix),
                fix.cells,
                fix.readyOnceDone,
                ...(estimated ? [fix.estimate && fix.estimate.priced > 0 ? fix.estimate.amount : undefined] : []),
                whereDone(fix),
            ])
        ),
        ...unchecked.map(({ producer, failed }) => [
            column(failed ? 'failed' : 'notYet'),
            producerName(producer),
            producer.id,
            ...empty(3),
        ]),
    ]);
};
