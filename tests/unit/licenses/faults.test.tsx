import { licenseFaults } from '../../e2e/licenses/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the licenses pages', licenseFaults);
