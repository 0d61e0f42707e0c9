import { statementFaults } from '../../faults/statements';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the statements pages', statementFaults);
