import { http, HttpResponse } from 'msw';
import en from '../../i18n/en';
import es from '../../i18n/es';
import { toLanguage } from '../../i18n/language';
import { safeReturnPath } from '../../src/auth/safeReturnPath';
import { SCENARIOS, SCENARIO_COOKIE, SESSION_COOKIE, toScenario } from '../scenarios';
import { api, xsrfCookie, XSRF_COOKIE } from './shared';

/** The demo stands in for the account server at its default paths. */
export const DEMO_LOGIN_PATH = '/account/login';
export const DEMO_LOGOUT_PATH = '/account/logout';

const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const signInPage = (language: 'en' | 'es', returnUrl: string, scenario: string) => {
    const texts = (language === 'es' ? es : en).app.demo;
    const options = SCENARIOS.map(
        name =>
            `<option value="${name}"${name === scenario ? ' selected' : ''}>${escapeHtml(texts.scenarios[name])}</option>`
    ).join('');
    return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.signInTitle)}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f6fa;color:#1d1d1f}
header{background:#0b3d91;color:#fff;padding:16px 24px;font-size:1.25rem;font-weight:600}
main{max-width:440px;margin:40px auto;padding:32px;background:#fff;border:1px solid #d0d5dd;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}label{display:block;font-weight:600;margin:16px 0 6px}
select,button{font:inherit;width:100%;padding:10px;border-radius:6px}select{border:1px solid #667085}
button{margin-top:24px;background:#0b3d91;color:#fff;border:0;font-weight:600;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}
p{line-height:1.5}
</style></head>
<body><header>Producer Hub</header><main>
<h1>${escapeHtml(texts.signInTitle)}</h1>
<p>${escapeHtml(texts.signInIntro)}</p>
<form method="post" action="${DEMO_LOGIN_PATH}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<label for="scenario">${escapeHtml(texts.scenario)}</label>
<select id="scenario" name="scenario">${options}</select>
<button type="submit">${escapeHtml(texts.signIn)}</button>
</form></main></body></html>`;
};

const redirect = (location: string, cookies: string[]) => {
    const headers = new Headers({ Location: location });
    cookies.forEach(cookie => headers.append('Set-Cookie', cookie));
    return new HttpResponse(null, { status: 303, headers });
};

/**
 * The account server of the demo: a sign-in page that starts the session and returns to the returnUrl
 * (same-origin paths only), and a logout that ends it. Served over HTTP (the dev server and the test
 * server), since a browser navigates to these pages.
 */
export const accountHandlers = [
    http.get(api(DEMO_LOGIN_PATH), ({ request, cookies }) => {
        const url = new URL(request.url);
        const language = toLanguage(cookies.lng) ?? 'en';
        const page = signInPage(
            language,
            safeReturnPath(url.searchParams.get('returnUrl')),
            toScenario(cookies[SCENARIO_COOKIE])
        );
        return HttpResponse.html(page);
    }),
    http.post(api(DEMO_LOGIN_PATH), async ({ request }) => {
        const form = await request.formData();
        const scenario = toScenario(String(form.get('scenario') ?? ''));
        return redirect(safeReturnPath(String(form.get('returnUrl') ?? '/')), [
            `${SESSION_COOKIE}=1; Path=/; SameSite=Lax`,
            `${SCENARIO_COOKIE}=${scenario}; Path=/; SameSite=Lax`,
            xsrfCookie(),
        ]);
    }),
    http.get(api(DEMO_LOGOUT_PATH), () =>
        redirect('/', [
            `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
            `${XSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
        ])
    ),
];
