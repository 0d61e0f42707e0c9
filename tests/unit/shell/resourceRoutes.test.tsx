import { render, screen } from '@testing-library/react';
import { AdminContext, Resource } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { resourceRoutes } from '../../../src/pages/resourceRoutes';

const List = () => <h1>{'list'}</h1>;
const Detail = () => <h1>{'detail'}</h1>;

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={createI18nProvider('en')}>
                <Routes>
                    <Route
                        path="/contracts/*"
                        element={
                            <Resource
                                name="contracts"
                                {...resourceRoutes({
                                    list: List,
                                    routes: [<Route key="detail" path=":id" element={<Detail />} />],
                                })}
                            />
                        }
                    />
                </Routes>
            </AdminContext>
        </MemoryRouter>
    );

describe('resource routes', () => {
    it.each([
        ['/contracts', 'list'],
        ['/contracts/5534', 'detail'],
        ['/contracts/5534/extra', 'Page not found'],
        ['/contracts/foo/bar', 'Page not found'],
    ])('show %s as %s', async (path, name) => {
        renderAt(path);
        expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    });
});
