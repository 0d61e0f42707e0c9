/**
 * Prints the days the demo data gives one portal, as the rules read them, for the time zone this process runs in
 * and the instant it is given (the tests' own by default): tests/unit/mocks/timeZones.test.ts runs it in several.
 */
import { clock } from '../../../src/clock';
import { TEST_NOW } from '../../testDay';

clock.startAt(process.argv[2] ?? TEST_NOW);
// After the clock: the fixtures are built when their modules load.
const { isoDayOf, todayNumber } = await import('../../../src/domain/calendarDays');
const { licensesOf, contractsOf } = await import('../../../mocks/db/portfolio');
const { statementsOf } = await import('../../../mocks/db/statements');
const { eAndOsOf } = await import('../../../mocks/db/e-and-os');
const { enrollmentsOf } = await import('../../../mocks/db/enrollments');
const { calendarEvents, chartOf, producerSummaryOf } = await import('../../../mocks/db/dashboard');

process.stdout.write(
    JSON.stringify({
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        today: isoDayOf(todayNumber()),
        licenses: licensesOf('agent', '101').map(license => license.ExpirationDate),
        contracts: contractsOf('agent', '101').map(contract => [contract.StartDate, contract.EndDate]),
        enrollments: enrollmentsOf('agent', '101').map(row => [
            row.EffectiveDate,
            row.FmoReceivedDate,
            row.TerminationDate,
        ]),
        statements: statementsOf('agent', '101').map(statement => statement.StatementDate),
        eAndOs: eAndOsOf('agent', '101').map(record => record.ExpirationDate),
        calendar: calendarEvents().map(event => event.start),
        chartMonths: chartOf('agent', '101').EnrollmentsChart12Months.map(month => month.MonthName),
        producersThisYear: producerSummaryOf('201', {}).map(row => row.EnrollmentCount),
    })
);
