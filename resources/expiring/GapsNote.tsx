import { useTranslate } from 'react-admin';
import { PartialNote } from '../../src/components/PartialAnswer';
import type { Portal } from '../../src/portal/types';
import type { ForecastGaps, SOURCE_ORDER } from './gaps';
import { text } from './itemTexts';

/** A source's key in the texts: an agency's contracts are its producers' contract rows. */
export const sourceKey = (name: (typeof SOURCE_ORDER)[number], portal: Portal) =>
    name === 'contracts' && portal.type === 'agency' ? 'downlineContracts' : name;

/**
 * Above the counts, which it describes: what the forecast lacks, so that no count reads as all clear. The
 * producers left are those the run did not check (the page), or those not checked in this session (the card).
 */
export const GapsNote = ({
    id,
    gaps,
    producers,
    portal,
    producersLeft = 'producersLeft',
}: {
    id: string;
    gaps: ForecastGaps;
    producers?: number;
    portal: Portal;
    producersLeft?: 'producersLeft' | 'producersNotInSession';
}) => {
    const translate = useTranslate();
    const parts = gaps.failed.map(name => translate(text(`partial.${sourceKey(name, portal)}`)));
    if (gaps.producersUnknown) parts.push(translate(text('partial.producersUnknown')));
    if (gaps.producersLeft > 0)
        parts.push(translate(text(`partial.${producersLeft}`), { count: gaps.producersLeft, smart_count: producers }));
    return <PartialNote id={id} parts={parts} />;
};
