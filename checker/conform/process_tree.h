#pragma once
// Every process an adapter started, found and stopped, even one that left
// the adapter's process group (setsid) or lost its parent (a double fork):
// errata makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER), so
// such an orphan becomes errata's child instead of init's, and walks /proc
// by parent to find an adapter's descendants before it stops the adapter.
// Linux only, as errata is.
#include <sys/types.h>

#include <vector>

namespace errata::conform {

// Makes errata the subreaper of its descendants (once; later calls do nothing).
void adopt_orphans();

// The processes alive below `root` (its children, theirs, ...), by parent,
// zombies left out.
std::vector<pid_t> descendants(pid_t root);

// SIGKILL to every descendant of `root`, again until none is left (one may
// fork while the others are killed), a bounded number of times.
void kill_descendants(pid_t root);

// Once adopt_orphans has been called: errata's children that are not in
// `adapters` (the adapter shells alive) are orphans an adapter left behind:
// each is killed with its descendants, and reaped. Waits at most `seconds`
// for them to end.
void kill_adopted(const std::vector<pid_t>& adapters, double seconds = 0.5);

}  // namespace errata::conform
