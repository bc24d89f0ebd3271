export { ConsentGate } from './ConsentGate';
