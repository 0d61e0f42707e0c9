import { expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../harness';

const browser = browserPerFile();

// expectAccessible checks each look's colour contrast once per file: a look it has not met yet is still checked.
it('the accessibility check still finds pale text on a page whose looks it has checked', async () => {
    const session = await openApp(browser());
    const { page } = session;
    await session.goto('/contracts?agentId=101');
    await expectAccessible(page);
    await page.evaluate(() => {
        const pale = document.createElement('p');
        pale.textContent = 'pale';
        pale.style.color = '#dddddd';
        document.querySelector('main')?.append(pale);
    });
    const failure: unknown = await expectAccessible(page).then(
        () => 'passed',
        (error: unknown) => error
    );
    expect(failure).toMatchObject({ actual: ['color-contrast (serious): main > p'] });
    await session.close();
});
