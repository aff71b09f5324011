export { ServicePage as default } from '../../../src/transfers/components/ServicePage'
