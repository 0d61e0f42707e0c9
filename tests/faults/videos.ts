import { faultRows, sideBySide, type FaultRow } from './rows';

const VIDEOS = '/videos?agentId=101';
const HOME = '/?agentId=101';

/**
 * Videos and news are public content (anonymous calls): a 401 there says nothing about the session, so it is
 * the region's own error like any other failure, never sign-in. The browser checks its 401 and its 500.
 */
const publicCall = (route: string, call: string, error: string): FaultRow[] =>
    faultRows({ route, call, inBrowser: ['401', '500'] }, { text: error }, { '401': { text: error } });

export const videoFaults: FaultRow[] = [
    ...publicCall(VIDEOS, 'GET /api/videos', 'Error loading videos'),
    {
        route: VIDEOS,
        call: 'GET /api/videos',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los videos' },
    },
    // The dashboard's two cards: independent calls of one page load, each failing in its own place.
    ...sideBySide(
        publicCall(HOME, 'GET /api/feeds/news', 'Error loading feed'),
        publicCall(HOME, 'GET /api/videos', 'Error loading videos')
    ),
    ...sideBySide(
        [
            {
                route: HOME,
                call: 'GET /api/feeds/news',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: { text: 'Error al cargar las noticias' },
            },
        ],
        [
            {
                route: HOME,
                call: 'GET /api/videos',
                fault: '500',
                language: 'es',
                runner: 'unit',
                expect: { text: 'Error al cargar los videos' },
            },
        ]
    ),
];
