import { lazy, Suspense, type ComponentType } from 'react';
import { Box } from '@mui/material';
import { usePageData } from '../../src/components/pageData';
import { LoadingState } from '../../src/components/States';
import { DashboardCard, type PerWidth } from './DashboardCard';

/**
 * A card whose code loads only once the page has shown its first answer: what the page knows of it before that
 * code is there.
 */
export interface DeferredCardSpec<Props extends object = object> {
    load: () => Promise<ComponentType<Props>>;
    /** A translation key there before the card's code: the dashboard's own, the shell's or the hosting area's. */
    title: string;
    /** The card's height, kept while its code loads, so nothing below it moves when it arrives. */
    minHeight: PerWidth;
    /** Spans the whole row of the grid, as the loaded card does. */
    wide?: boolean;
    /** The height of what the loaded card shows beside its title (a button), kept too. */
    actionsHeight?: number;
}

/**
 * A card whose code loads after the page's first answer, so it adds nothing to the JS before the first cards:
 * until then, and while its code loads, its title and a spinner at its height. Every such card starts loading
 * in the same frame, each on its own (one failing to load leaves the others).
 */
export const deferredCard = <Props extends object>({
    load,
    title,
    minHeight,
    wide,
    actionsHeight,
}: DeferredCardSpec<Props>): ComponentType<Props> => {
    const Card = lazy(() => load().then(Loaded => ({ default: Loaded })));
    const placeholder = (
        <DashboardCard
            title={title}
            minHeight={minHeight}
            wide={wide}
            busy
            actions={actionsHeight && <Box sx={{ height: actionsHeight }} />}
        >
            <LoadingState />
        </DashboardCard>
    );
    const DeferredCard = (props: Props) => {
        const page = usePageData();
        if (page && !page.shown) return placeholder;
        return (
            <Suspense fallback={placeholder}>
                <Card {...props} />
            </Suspense>
        );
    };
    return DeferredCard;
};
