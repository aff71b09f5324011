export { ServicePage as default } from '../../../src/ui/transfers/service-page'
