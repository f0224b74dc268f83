import type { ViewOwner } from './view-cache';

/**
 * The users holding views of each agency, customers and advisers apart (cache/view-cache.ts): 'a:<agency>'
 * drops both, 'w:<agency>' the advisers only, without a walk over every user.
 */
export function createAgencyIndex() {
  const customersOf = new Map<number, Set<number>>();
  const advisersOf = new Map<number, Set<number>>();
  const indexOf = (owner: ViewOwner) => (owner.workspace ? advisersOf : customersOf);

  return {
    add(owner: ViewOwner) {
      if (owner.agentId === null) return;
      const members = indexOf(owner).get(owner.agentId) ?? new Set<number>();
      members.add(owner.userId);
      indexOf(owner).set(owner.agentId, members);
    },

    remove(owner: ViewOwner) {
      if (owner.agentId === null) return;
      const index = indexOf(owner);
      const members = index.get(owner.agentId);
      members?.delete(owner.userId);
      if (members?.size === 0) index.delete(owner.agentId);
    },

    /** The agency's users (a copy: dropping them changes the index). */
    members(agentId: number, advisersOnly: boolean): number[] {
      const advisers = [...(advisersOf.get(agentId) ?? [])];
      return advisersOnly ? advisers : [...advisers, ...(customersOf.get(agentId) ?? [])];
    },

    clear() {
      customersOf.clear();
      advisersOf.clear();
    },
  };
}
