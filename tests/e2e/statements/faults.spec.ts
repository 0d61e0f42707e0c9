import { runFaultMatrix } from '../faultMatrix';
import { statementFaults } from './faults';

runFaultMatrix('faults of the statements pages', statementFaults);
