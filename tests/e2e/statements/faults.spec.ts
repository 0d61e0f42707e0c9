import { runFaultMatrix } from '../faultMatrix';
import { statementFaults } from '../../faults/statements';

runFaultMatrix('faults of the statements pages', statementFaults);
