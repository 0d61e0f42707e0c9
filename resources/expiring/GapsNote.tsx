import { useTranslate } from 'react-admin';
import { PartialNote } from '../../src/components/PartialAnswer';
import type { Portal } from '../../src/portal/types';
import type { ForecastGaps, SOURCE_ORDER } from './gaps';
import { text } from './itemTexts';

// An agency's contracts are its producers' contract rows.
export const sourceKey = (name: (typeof SOURCE_ORDER)[number], portal: Portal) =>
    name === 'contracts' && portal.type === 'agency' ? 'downlineContracts' : name;

/** Each failed source named as the partial marks name it: "your licenses could not be loaded". */
export const useFailedSources = (gaps: ForecastGaps, portal: Portal) => {
    const translate = useTranslate();
    return gaps.failed.map(name => translate(text(`partial.${sourceKey(name, portal)}`)));
};

// Above the counts, so that no count reads as all clear.
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
    card?: boolean;
}) => {
    const translate = useTranslate();
    const parts = useFailedSources(gaps, portal);
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
