import { licenseFaults } from '../../faults/licenses';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the licenses pages', licenseFaults);
