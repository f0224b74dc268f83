/**
 * Who may do what with contracts (spec section 6 flags; the rights table itself is not shown, so this
 * is ours, docs/decisions/058-contract-data-and-api.md): `vertrag_list` opens the list, a contract
 * opens with `vertrag_details` (to look) or `vertrag_edit` (to change), `vertrag_add` adds one,
 * `vertrag_edit` changes and deletes; on an open contract `vertrag_optimieren` offers to ask the adviser
 * for a better offer and `vertrag_info` shows 'Gut zu wissen'. The server enforces it, the web app shows
 * only what it allows.
 */
export type ContractRights = {
  list: boolean;
  view: boolean;
  add: boolean;
  edit: boolean;
  /** The Vertragsspiegel PDF: `vertragsspiegel_pdf` with the list. */
  pdf: boolean;
  /** Ask the adviser to check a contract (`vertrag_optimieren`, on an open contract). */
  optimize: boolean;
  /** 'Gut zu wissen' on a contract: what its Sparte covers and when it can be cancelled (`vertrag_info`). */
  info: boolean;
};

type RightsInput = {
  config: {
    vertrag_list: boolean;
    vertrag_details: boolean;
    vertrag_add: boolean;
    vertrag_edit: boolean;
    vertragsspiegel_pdf: boolean;
    vertrag_optimieren: boolean;
    vertrag_info: boolean;
  };
};

export function contractRights({ config }: RightsInput): ContractRights {
  const view = config.vertrag_details === true || config.vertrag_edit === true;
  return {
    list: config.vertrag_list === true,
    view,
    add: config.vertrag_add === true,
    edit: config.vertrag_edit === true,
    pdf: config.vertragsspiegel_pdf === true && config.vertrag_list === true,
    optimize: config.vertrag_optimieren === true && view,
    info: config.vertrag_info === true && view,
  };
}
