import { producerFaults } from '../../e2e/producers/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the producers pages', producerFaults);
