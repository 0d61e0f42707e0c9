import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import shell from '../../../i18n/en';

/*
 * An instruction that points by place, shape or colour alone ("the button on the right", "the green one") fails a
 * person who cannot see the page. Every English text that uses such a word is listed here with what it names: a
 * new one fails this test until someone has read it and added it.
 */

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) => {
        const at = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? [[at, value] as [string, string]] : leaves(value, at);
    });

const SENSORY =
    /\b(left|right|above|below|beneath|beside|top|bottom|upper|lower|corner|green|red|blue|yellow|orange|grey|gray|round|square|circle|arrow|icon|colou?r(ed)?)\b/i;

/** Each text that uses a sensory word, and why it still says what it points at. */
const READ: Record<string, string> = {
    'common.forms.pastDate.warning': '"Is that the right date?": right as correct, not a place',
    'common.forms.pastDate.confirm': '"this date is right": correct, not a place',
    'common.forms.pastDate.unconfirmed': '"confirm it below": the confirmation, next in reading order',
    'ra.message.access_denied': '"the right permissions" (react-admin\'s): correct, not a place',
    'resources.contracts.detail.statusUnknown':
        '"each certification’s own status is below": names the statuses, next in reading order',
    'resources.contracts.hierarchy.keyboardHelp': '"Right opens, Left closes": the arrow keys, by their names',
    'resources.enrollments.missing.intro': '"the window below": the window of days, the next fields in order',
    'resources.enrollments.missing.cancelled': '"what was checked stays below": the results, which follow',
    'resources.enrollments.missing.leftOut': '"is left out": left as omitted, not a place',
    'resources.expiring.unlicensed.notCounted.agent': '"not counted above": names the counts, which come first',
    'resources.expiring.unlicensed.notCounted.agency': '"not counted above": names the counts, which come first',
    'resources.expiring.unlicensed.why.agent': '"the counts above": names the counts, which come first',
    'resources.expiring.unlicensed.why.agency': '"the counts above": names the counts, which come first',
    'resources.readiness.producer.notInDownline': '"Choose one of your producers above": the producer field, named',
};

const areaCatalogues = async () => {
    const root = path.resolve(__dirname, '../../../resources');
    const areas = readdirSync(root, { withFileTypes: true }).filter(entry => entry.isDirectory());
    const found: Array<[string, string]> = [];
    for (const area of areas) {
        const file = path.join(root, area.name, 'i18n', 'en.ts');
        const texts = await import(file).then(
            module => module.default as Tree,
            () => undefined
        );
        if (texts) found.push(...leaves(texts, `resources.${area.name}`));
    }
    return found;
};

describe('English texts that point by place, shape or colour', () => {
    it('are each read and name what they point at', async () => {
        const texts = [...leaves(shell as unknown as Tree), ...(await areaCatalogues())];
        const sensory = texts.filter(([, text]) => SENSORY.test(text)).map(([key]) => key);
        expect(sensory.sort()).toEqual(Object.keys(READ).sort());
    });
});
