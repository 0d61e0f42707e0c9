import { statementFaults } from '../../e2e/statements/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the statements pages', statementFaults);
