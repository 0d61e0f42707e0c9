import { producerFaults } from '../../faults/producers';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the producers pages', producerFaults);
