#pragma once
// Love Letter's rounds behind the protocol for `errata engine`, the reference
// adapter: errata's own Engine answering new_round, legal, apply, choose,
// state and observe exactly as errata's scenario runner decides them, so
// that `errata conform --engine 'errata engine'` conforms everywhere.
#include <memory>

#include "checker/conform/engine_server.h"
#include "model/love_letter/edition.h"

namespace errata::love_letter {

std::unique_ptr<conform::EngineSession> engine_session(const Edition& ed);

}  // namespace errata::love_letter
