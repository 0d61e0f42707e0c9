import { useTranslate } from 'react-admin';
import { PartialNote } from '../../src/components/PartialAnswer';
import type { Portal } from '../../src/portal/types';
import type { ForecastGaps, SOURCE_ORDER } from './gaps';
import { text } from './itemTexts';

/** A source's key in the texts: an agency's contracts are its producers' contract rows. */
export const sourceKey = (name: (typeof SOURCE_ORDER)[number], portal: Portal) =>
    name === 'contracts' && portal.type === 'agency' ? 'downlineContracts' : name;

/**
 * Above the counts, which it describes: what the forecast lacks, so that no count reads as all clear. The page
 * counts the producers its run did not check; the card says which producers it counts (those checked in this
 * session) and how many of how many.
 */
export const GapsNote = ({
    id,
    gaps,
    producers,
    portal,
    card = false,
}: {
    id: string;
    gaps: ForecastGaps;
    producers?: number;
    portal: Portal;
    /** The dashboard card's wording: the producers it counts, not those a run left. */
    card?: boolean;
}) => {
    const translate = useTranslate();
    const parts = gaps.failed.map(name => translate(text(`partial.${sourceKey(name, portal)}`)));
    if (gaps.producersLeft > 0)
        parts.push(
            !card
                ? translate(text('partial.producersLeft'), { count: gaps.producersLeft, smart_count: producers })
                : gaps.producersChecked === 0
                  ? translate(text('partial.noProducersInSession'), { smart_count: producers })
                  : translate(text('partial.producersInSession'), {
                        checked: gaps.producersChecked,
                        smart_count: producers,
                    })
        );
    return <PartialNote id={id} parts={parts} />;
};
