import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../resources/dashboard/DashboardPage';
import { CardsWanted, deferredCard } from '../../../resources/dashboard/DeferredCard';
import { AGENT_MARIA, renderScreen } from '../harness';

/** An IntersectionObserver the test moves: every element it observes comes into view when told. */
const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
const watched: Element[] = [];
class ObserverStub {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe(element: Element) {
        observed.push(this.callback);
        watched.push(element);
    }
    disconnect() {
        observed.splice(observed.indexOf(this.callback), 1);
    }
}
const comeIntoView = () => act(() => [...observed].forEach(callback => callback([{ isIntersecting: true }])));

afterEach(() => {
    vi.unstubAllGlobals();
    observed.length = 0;
    watched.length = 0;
});

const cardWhoseCodeLoads = () => {
    const load = vi.fn(async () => () => <p>The card’s answer</p>);
    const Card = deferredCard({ load, title: 'app.menu.renewals', minHeight: 100 });
    return { load, Card };
};

describe('a dashboard card below the first screen', () => {
    it('holds its title without loading, or saying it loads, until the reader comes near', async () => {
        vi.stubGlobal('IntersectionObserver', ObserverStub);
        const { load, Card } = cardWhoseCodeLoads();
        renderScreen(<Card />, { portal: AGENT_MARIA, path: '/', resource: 'dashboard' });
        expect(await screen.findByRole('heading', { name: 'Renewals at risk' })).toBeInTheDocument();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(load).not.toHaveBeenCalled();
        comeIntoView();
        expect(await screen.findByText('The card’s answer')).toBeInTheDocument();
        expect(load).toHaveBeenCalledTimes(1);
        expect(observed).toEqual([]);
    });

    it('loads when the keyboard reaches the cards, near or not', async () => {
        vi.stubGlobal('IntersectionObserver', ObserverStub);
        const { Card } = cardWhoseCodeLoads();
        renderScreen(
            <CardsWanted.Provider value>
                <Card />
            </CardsWanted.Provider>,
            { portal: AGENT_MARIA, path: '/', resource: 'dashboard' }
        );
        expect(await screen.findByText('The card’s answer')).toBeInTheDocument();
    });

    it('loads at once where the browser cannot tell what is in view', async () => {
        const { Card } = cardWhoseCodeLoads();
        renderScreen(<Card />, { portal: AGENT_MARIA, path: '/', resource: 'dashboard' });
        expect(await screen.findByText('The card’s answer')).toBeInTheDocument();
    });
});

/** The home page with nothing in view: the chart's card once its answer is in and its bars wait for the reader. */
const chartWaitingForTheReader = async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    renderScreen(<DashboardPage />, { portal: AGENT_MARIA, path: '/', resource: 'dashboard' });
    const chart = await screen.findByRole('region', { name: 'Enrollments' });
    await waitFor(() => expect(watched.some(element => chart.contains(element))).toBe(true));
    expect(within(chart).queryByRole('img')).toBeNull();
    return chart;
};

describe('the enrollment chart', () => {
    it('draws its bars only once the reader comes near, saying nothing loads until then', async () => {
        const chart = await chartWaitingForTheReader();
        expect(within(chart).queryByRole('progressbar')).toBeNull();
        comeIntoView();
        expect(await within(chart).findByRole('img', { name: 'Enrollments' })).toBeInTheDocument();
    });

    it('draws them when the keyboard reaches the cards, near or not', async () => {
        const chart = await chartWaitingForTheReader();
        act(() => within(chart).getByRole('button', { name: '12 months' }).focus());
        expect(await within(chart).findByRole('img', { name: 'Enrollments' })).toBeInTheDocument();
    });
});
