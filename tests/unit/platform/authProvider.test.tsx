import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { safeReturnPath } from '../../../src/auth/safeReturnPath';
import { portalStore } from '../../../src/portal/portalStore';
import { expectLoggedErrors, recordRequests, signInAs } from '../harness';

const origin = window.location.origin;

afterEach(() => {
    window.history.replaceState(null, '', '/');
});

describe('the auth provider over GET /api/user', () => {
    const sent = recordRequests();

    it('sends a signed-out visitor to the account login with a returnUrl to where they were', async () => {
        window.history.replaceState(null, '', '/contracts?agentId=101');
        const auth = createAuthProvider();
        await expect(auth.checkAuth({})).rejects.toEqual({
            redirectTo: `${origin}/account/login?returnUrl=${encodeURIComponent('/contracts?agentId=101')}`,
            message: false,
        });
        // react-admin then calls logout(), which must lead to the same place.
        await expect(auth.logout({})).resolves.toBe(
            `${origin}/account/login?returnUrl=${encodeURIComponent('/contracts?agentId=101')}`
        );
    });

    it('fetches the user once for any number of checks and exposes the identity', async () => {
        signInAs();
        const auth = createAuthProvider();
        await auth.checkAuth({});
        await auth.checkAuth({});
        const identity = await auth.getIdentity!();
        expect(identity).toMatchObject({
            id: 'demo-user-1',
            fullName: 'Dana Demo',
            email: 'dana.demo@example.com',
            emailVerified: true,
        });
        expect(sent.filter(request => request.url === '/api/user')).toHaveLength(1);
    });

    it('logs a failed user fetch and marks authentication as errored (system-unavailable page)', async () => {
        signInAs('api-down');
        const logged = expectLoggedErrors();
        const auth = createAuthProvider();
        await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/system-unavailable', message: false });
        expect(logged).toHaveBeenCalledWith('Failed to fetch the signed-in user', expect.anything());
        await expect(auth.logout({})).resolves.toBe('/system-unavailable');
    });

    it('signs out through the account logout path', async () => {
        await expect(createAuthProvider().logout({ signOut: true })).resolves.toBe(`${origin}/account/logout`);
    });

    it('turns the permissions into portals, and a 401 into an empty set', async () => {
        signInAs();
        const permissions = await createAuthProvider().getPermissions!({});
        expect(permissions).toEqual({
            id: '7',
            name: 'Dana Demo',
            portals: [
                { id: '101', name: 'Maria Lopez', type: 'agent' },
                { id: '102', name: 'James Carter', type: 'agent' },
                { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
                { id: '1000', name: 'Harbor Point Insurance Marketing', type: 'agency' },
            ],
        });
        signInAs('not-set-up');
        await expect(createAuthProvider().getPermissions!({})).resolves.toEqual({ portals: [] });
        expect(sent.map(request => request.url)).toEqual(['/t/agents/my/permissions', '/t/agents/my/permissions']);
    });

    it('sends 401 answers to sign-in and leaves 403 answers to the screen that made the call', async () => {
        const auth = createAuthProvider();
        portalStore.set({ id: '201', name: 'Sunshine Benefits Group', type: 'agency' });
        await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
            redirectTo: expect.stringContaining('/account/login?returnUrl='),
        });
        await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    });

    it('starts the way to sign-in once when several calls of a page answer 401', async () => {
        const auth = createAuthProvider();
        portalStore.set({ id: '201', name: 'Sunshine Benefits Group', type: 'agency' });
        await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
            redirectTo: expect.stringContaining('/account/login?returnUrl='),
        });
        // Handled (the screen shows no error of its own), but with no second navigation and no logout.
        const second = await auth.checkError({ status: 401 }).catch((error: unknown) => error);
        expect(second).toEqual({ logoutUser: false, message: false });
        // Back from the login page out of the back-forward cache: a new 401 leads to sign-in again.
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
            redirectTo: expect.stringContaining('/account/login?returnUrl='),
        });
    });

    it('fetches the user again after a 401', async () => {
        signInAs();
        const auth = createAuthProvider();
        await auth.checkAuth({});
        server.use(http.get('*/api/user', () => HttpResponse.json({ isAuthenticated: false, claims: [] })));
        await auth.checkError({ status: 401 }).catch(() => undefined);
        await expect(auth.checkAuth({})).rejects.toMatchObject({
            redirectTo: expect.stringContaining('/account/login'),
        });
    });
});

describe('returnUrl', () => {
    it('accepts same-origin paths only', () => {
        expect(safeReturnPath('/contracts?agentId=1#x')).toBe('/contracts?agentId=1#x');
        expect(safeReturnPath('https://evil.example/steal')).toBe('/');
        expect(safeReturnPath('//evil.example/steal')).toBe('/');
        expect(safeReturnPath('/\\evil.example')).toBe('/');
        expect(safeReturnPath('javascript:alert(1)')).toBe('/');
        expect(safeReturnPath(null)).toBe('/');
    });
});
