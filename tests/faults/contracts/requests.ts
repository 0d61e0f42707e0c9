import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import {
    clickButton,
    faultRows,
    requestTooLargeRows,
    SESSION_EXPIRED_TITLE,
    steps,
    takenAsSent,
    type FaultRow,
    type Step,
} from '../rows';

const AGENT_REQUEST = '/contracts/request?agentId=101';
const AGENCY_REQUEST = '/contracts/request?agencyId=201';
const DOWNLINE = '/contracts/downlinerequest?agencyId=201';
const AGENT = downlineAgentsOf('201')[0];
const FOR_AGENT = `${DOWNLINE}&forAgentId=${AGENT.AgentId}&forAgentName=${encodeURIComponent(`${AGENT.FirstName} ${AGENT.LastName}`)}`;

const TEXT = {
    en: { next: 'Next', states: /^States/, submit: /^Request \d+ contracts?$/ },
    es: { next: 'Siguiente', states: /^Estados/, submit: /^Solicitar \d+ contratos?$/ },
} as const;

/** From the upline step: the first upline, then the form step (its contracts, licenses and states load). */
const toFormStepsIn = (language: 'en' | 'es'): Step[] => [{ checkFirst: 'radio' }, { press: TEXT[language].next }];
const toForm = steps(...toFormStepsIn('en'));

/** The downline path with the agent preselected: to the upline step, then the form step. */
const toDownlineForm = steps({ press: 'Next' }, ...toFormStepsIn('en'));

/** The whole agent path: upline, the first contract and state, then the request. */
const requestIn = (language: 'en' | 'es') =>
    steps(
        ...toFormStepsIn(language),
        { checkFirst: 'checkbox' },
        { checkFirst: 'checkbox', inGroup: TEXT[language].states },
        { press: TEXT[language].submit }
    );

/**
 * The agency's request for itself, sent, then applied to one more agent from the success page: the first agent
 * matching "a". Each agent's licenses are looked up there, before their request.
 */
const applyToMore = steps(
    { press: 'Next' },
    ...toFormStepsIn('en'),
    { checkFirst: 'checkbox' },
    { checkFirst: 'checkbox', inGroup: TEXT.en.states },
    { press: TEXT.en.submit },
    { press: 'Apply to more agents' },
    { fill: 'Search agents', value: 'a', field: 'searchbox' },
    { checkFirst: 'checkbox' },
    { press: 'Send 1 request' }
);

/**
 * A lookup of a step after the first: the wizard holds the person's progress, so an expired session keeps it and
 * offers to sign in again (the dialog), never a trip to sign-in.
 */
const KEPT_WIZARD = { '401': { sessionExpired: true } } as const;

const SUBMIT_OUTCOMES = {
    delay: { text: 'Sending your contract request...' },
    '401': { sessionExpired: true },
} as const;

/**
 * The wizard's calls (resources/contracts/requests/api.ts): each lookup where the step that makes it loads,
 * the request where it is sent. A request answered 2xx is a success whatever its body (none is documented).
 */
export const contractRequestFaults: FaultRow[] = [
    // The agent's first step: its uplines.
    ...faultRows(
        { route: AGENT_REQUEST, call: 'GET /t/agents/*/uplines', inBrowser: ['401', '500'] },
        { text: 'Error loading agencies' }
    ),
    // The agency's uplines, after "this agency" and Next: past its first step the wizard keeps the page.
    ...faultRows(
        {
            route: AGENCY_REQUEST,
            call: 'GET /t/agencies/*/uplines',
            action: clickButton('Next'),
            inBrowser: ['401', '500'],
        },
        { text: 'Error loading agencies' },
        KEPT_WIZARD
    ),
    // The downline agent search (the agency's downline agents).
    ...faultRows(
        { route: DOWNLINE, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['500'] },
        { text: 'Error loading agents' }
    ),
    // Where an agent is placed: this agency and its downline agencies (the agency's downlines).
    ...faultRows(
        {
            route: FOR_AGENT,
            call: 'GET /t/v2/agencies/*/downlines',
            action: clickButton('Next'),
            inBrowser: ['401', '500'],
        },
        { text: 'Error loading agencies' },
        KEPT_WIZARD
    ),
    // The form step: the upline's contract options, the portal's licenses, the states.
    ...faultRows(
        { route: AGENT_REQUEST, call: 'GET /t/agencies/*/contractoptions', action: toForm, inBrowser: ['401'] },
        { text: 'Error loading contracts' },
        KEPT_WIZARD
    ),
    ...faultRows(
        { route: AGENT_REQUEST, call: 'GET /t/agents/*/licenses', action: toForm },
        { text: 'Error loading states' },
        KEPT_WIZARD
    ),
    ...faultRows(
        { route: AGENT_REQUEST, call: 'GET /t/states', action: toForm },
        { text: 'Error loading states' },
        KEPT_WIZARD
    ),
    // A downline agent's licenses come with their producer summary.
    ...faultRows(
        { route: FOR_AGENT, call: 'GET /t/v2/agencies/*/agents/*', action: toDownlineForm },
        { text: 'Error loading states' },
        KEPT_WIZARD
    ),
    // The request: its failure toast, everything kept for another try; never the success.
    ...faultRows(
        {
            route: AGENT_REQUEST,
            call: 'POST /t/agents/*/contractrequests',
            action: requestIn('en'),
            notText: 'Contract request sent',
        },
        { text: 'Failed to submit contract request' },
        { ...SUBMIT_OUTCOMES, ...takenAsSent('Contract request sent') }
    ),
    // "Apply to more agents": an agent's licenses, looked up before their request; never the multi-agent success.
    // An expired session opens its dialog over the success page the request led to (not the route's page, which
    // the matrix's session check expects): its title is the text looked for. Late: the card's progress says
    // none is sent yet (the success page's own alert stays on screen, so no "loading" check).
    ...faultRows(
        {
            route: AGENCY_REQUEST,
            call: 'GET /t/v2/agencies/*/agents/*',
            action: applyToMore,
            inBrowser: ['401'],
            notText: 'Contract request sent for 1 agent',
        },
        { text: 'Failed to submit one or more contract requests.' },
        { '401': { text: SESSION_EXPIRED_TITLE.en }, delay: { text: '0 of 1 sent' } }
    ),
    // Refused as too large (413): a contract request sends no file, so the request is what is too large.
    ...requestTooLargeRows(
        { route: AGENT_REQUEST, call: 'POST /t/agents/*/contractrequests' },
        { en: requestIn('en'), es: requestIn('es') },
        { en: 'Contract request sent', es: 'Solicitud de contratos enviada' }
    ),
    // In Spanish: a lookup's error and the request's failure.
    {
        route: AGENT_REQUEST,
        call: 'GET /t/agents/*/uplines',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar las agencias' },
    },
    {
        route: AGENT_REQUEST,
        call: 'GET /t/states',
        fault: '500',
        language: 'es',
        runner: 'unit',
        action: steps(...toFormStepsIn('es')),
        expect: { text: 'Error al cargar los estados' },
    },
    ...(['403', '500'] as const).map((fault): FaultRow => ({
        route: AGENT_REQUEST,
        call: 'POST /t/agents/*/contractrequests',
        fault,
        language: 'es',
        runner: 'unit',
        action: requestIn('es'),
        notText: 'Solicitud de contratos enviada',
        expect: { text: 'No se pudo enviar la solicitud de contratos' },
    })),
];
