import { lazy, Suspense, type ComponentType } from 'react';
import { usePageData } from '../../src/components/pageData';
import { LoadingState } from '../../src/components/States';
import { DashboardCard, type PerWidth } from './DashboardCard';

/** A card another area hosts on the dashboard whose code loads only once the page has shown its first answer. */
export interface DeferredHostedCard {
    load: () => Promise<ComponentType>;
    /** A translation key there before the card's own texts: the shell's (its sidebar label). */
    title: string;
    /** The card's height, kept while its code loads, so nothing below it moves when it arrives. */
    minHeight: PerWidth;
}

/**
 * A hosted card loaded after the page's first answer (as the chart's bars), so it adds nothing to the JS before
 * the first cards; until then, its title and a spinner at its height.
 */
export const deferredCard = ({ load, title, minHeight }: DeferredHostedCard): ComponentType => {
    const Card = lazy(() => load().then(Loaded => ({ default: Loaded })));
    const placeholder = (
        <DashboardCard title={title} minHeight={minHeight}>
            <LoadingState />
        </DashboardCard>
    );
    const DeferredCard = () => {
        const page = usePageData();
        if (page && !page.shown) return placeholder;
        return (
            <Suspense fallback={placeholder}>
                <Card />
            </Suspense>
        );
    };
    return DeferredCard;
};
