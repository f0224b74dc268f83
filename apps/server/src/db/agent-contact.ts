/**
 * The columns of an agency's contact data (`agents`): name, company, mail, phones, address, register
 * number — what the workspace's agency page changes and the demo's Erstinformation prints.
 */
export type AgentContactColumn =
  | 'vorname'
  | 'name'
  | 'firma'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'address'
  | 'addressnumber'
  | 'streetcode'
  | 'city'
  | 'registernummer';
