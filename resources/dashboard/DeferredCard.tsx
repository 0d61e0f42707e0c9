import { createContext, useContext, type ComponentType, type Ref } from 'react';
import { Box } from '@mui/material';
import { loadApiCode } from '../../src/api/dataProvider';
import { laterCode, useLaterCode } from '../../src/components/laterCode';
import { usePageData } from '../../src/components/pageData';
import { LoadingState } from '../../src/components/States';
import { useNearView } from '../../src/components/useNearView';
import { DashboardCard, type PerWidth } from './DashboardCard';

export interface DeferredCardSpec<Props extends object = object> {
    load: () => Promise<ComponentType<Props>>;
    /** A key there before the card's code: the dashboard's own, the shell's or the hosting area's. */
    title: string;
    /** Kept while its code loads, so nothing below it moves when it arrives. */
    minHeight: PerWidth;
    wide?: boolean;
    actionsHeight?: number;
    /** The lazy API areas the card asks (their names): their code loads beside the card's. */
    calls?: readonly string[];
}

/**
 * Set once the keyboard is inside the page: Tab skips a card that has nothing to focus yet, so every card loads
 * then, not only those near the view.
 */
export const CardsWanted = createContext(false);

/** Whether a part of the home page may load now: the reader is within a screen of it, or the keyboard in the cards. */
export const useWantedNow = <E extends Element>() => {
    const [ref, near] = useNearView<E>();
    const cardsWanted = useContext(CardsWanted);
    return [ref, near || cardsWanted] as const;
};

// It adds nothing to the JS before the first cards. Its code, and so its calls, wait for the page's first answer and
// for the reader to come within a screen of it: landing asks only what the first screen shows. Until then it holds
// its title and its height, and says it is loading only once it is. Each card loads on its own, so one failing to
// load leaves the others.
export const deferredCard = <Props extends object>({
    load,
    title,
    minHeight,
    wide,
    actionsHeight,
    calls = [],
}: DeferredCardSpec<Props>): ComponentType<Props> => {
    const code = laterCode(() => Promise.all([load(), loadApiCode(calls)]).then(([Card]) => Card));
    const placeholder = (boxRef: Ref<HTMLDivElement>, loading: boolean) => (
        <DashboardCard
            boxRef={boxRef}
            title={title}
            minHeight={minHeight}
            wide={wide}
            busy={loading}
            actions={actionsHeight && <Box sx={{ height: actionsHeight }} />}
        >
            {loading && <LoadingState />}
        </DashboardCard>
    );
    const DeferredCard = (props: Props) => {
        const page = usePageData();
        const [placeholderRef, due] = useWantedNow<HTMLDivElement>();
        const Card = useLaterCode(code, (!page || page.shown) && due);
        return Card ? <Card {...props} /> : placeholder(placeholderRef, due);
    };
    return DeferredCard;
};
