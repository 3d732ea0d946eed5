#!/usr/bin/env python3
"""The example adapter users copy: a small, complete Love Letter (2019) engine
behind errata's conformance protocol (docs/conformance.md), Python 3 standard
library only.

    errata conform --engine 'python3 tests/conform/wrong_engine.py'

With no option it conforms: every bundled scenario of love-letter-2019 plays
as the rulebook decides. Options (or WRONG_ENGINE_DEVIATIONS=a,b) switch on
deviations seeded from real engines, each breaking one clause of the rulebook
(tests/conform/expected-deviations.yaml lists them with the clause):

    --deviation NAME   (repeatable; --list-deviations prints them)

Other options give it the limits real engines have, each declared in hello
(protocol version 2's capabilities), so that errata leaves out what it
cannot do instead of reporting deviations:

    --deal-only          it only deals from a deck order (deal-from-deck-order-only)
    --draws-on-play      its player draws when she plays: it cannot hold two
                         cards between turns (draws-on-play)
    --unchecked-setups   it takes any stacked setup without judging it
    --guard-names-number its Guard names a number (guard-names-number)
    --observe WHAT       what its observe shows: own-hand (the rules' answer),
                         nothing (it cannot say), table (every hand: a leak)
    --protocol 1         it speaks version 1 of the protocol (no capability
                         but deal-from-deck-order-only)

The file has two halves: an engine that knows nothing of errata (its own card
names, its own errors), and the adapter that maps the protocol's requests,
role ids and error codes onto it. Copy the adapter half for your engine.
"""
import argparse
import json
import os
import sys

# ---------------------------------------------------------------- the engine

VALUES = {"Spy": 0, "Guard": 1, "Priest": 2, "Baron": 3, "Handmaid": 4, "Prince": 5,
          "Chancellor": 6, "King": 7, "Countess": 8, "Princess": 9}
COPIES = {"Spy": 2, "Guard": 6, "Priest": 2, "Baron": 2, "Handmaid": 2, "Prince": 2,
          "Chancellor": 2, "King": 1, "Countess": 1, "Princess": 1}  # 21 cards, as the rulebook totals them
TOKENS_TO_WIN = {2: 6, 3: 5, 4: 4, 5: 3, 6: 3}
CHOOSES_ANOTHER = ("Guard", "Priest", "Baron", "King")

DEVIATIONS = {
    "guard-names-guard": "the Guard may name the Guard",
    "chancellor-on-top": "the Chancellor's two cards go back on top of the deck, not under it",
    "prince-never-self": "the Prince never chooses its own player",
    "round-goes-on": "the round goes on after a turn that empties the deck (a round dealt with none ends)",
    "countess-never-forced": "the Countess is never forced",
    "protected-targetable": "protected players may be chosen",
    "tie-broken-by-discards": "a tie at the showdown is broken by discard totals",
    "baron-shown-to-its-player-only": "the Baron's compare is shown to its player only",
    "spy-bonus-to-every-spy": "every player in the round who played a Spy gets the bonus",
    "next-round-starts-left-of-winner": "the player after the round's winner starts the next round",
    "first-edition-token-table": "a 2-player game is won with 7 tokens, as in the first edition",
    "spy-tokens-lost-next-round": "the Spy's bonus tokens are lost when the next round is dealt",
    # Its list of legal plays only (what a user interface offers); its rules accept these plays.
    "never-offers-the-princess": "the legal plays never include playing the Princess",
    "refusal-after-card-left-hand": "a refused play has already put its card down (and drawn): the refusal keeps that",
    "no-play-when-all-protected": "when every other player is protected, a card that chooses another cannot be played",
    "seat-skipped-after-elimination": "after a play eliminates a player, the next seat is skipped",
    "protection-kept-next-round": "the Handmaid's protection lasts into the next round",
    "set-aside-drawn-twice": "the set-aside card a Prince's target takes stays set aside",
    "prince-discard-not-counted": "the card a Prince makes a player discard is left out of her discards",
    "crash-on-untargeted-play": "a card that chooses another player, played when it can choose nobody, crashes the engine",
    "countess-one-way": "the Countess is forced beside the King, not beside a Prince",
    "next-round-first-seat": "every round after the first starts at the first seat",
}


class Refused(Exception):
    """The rules refuse a play or a deal; `reason` is one of the engine's own."""

    def __init__(self, reason, detail=""):
        super().__init__(reason)
        self.reason, self.detail = reason, detail


class NeedsChoice(Exception):
    """The Chancellor has drawn: its player must choose what to keep."""


class Table:
    """One round of a game of Love Letter, and the tokens won so far."""

    def __init__(self, players, deviations, limits=()):
        self.players, self.wrong, self.limits = list(players), set(deviations), set(limits)
        self.hands = {p: [] for p in players}
        self.discards = {p: [] for p in players}
        self.deck, self.set_aside, self.face_up = [], None, []
        self.protected, self.out = set(), set()
        self.tokens = {p: 0 for p in players}
        self.to_move, self.may_start = None, []
        self.round_over, self.round_winners = False, []
        self.game_over, self.game_winners = False, []
        self.seen = {}  # who saw whose card during the last play
        self.wins = {p: 0 for p in players}  # rounds won (a token each)
        self.card_down = False  # during a play: its card has left the hand

    def copy(self):
        t = Table(self.players, self.wrong, self.limits)
        t.__dict__.update({k: v for k, v in self.__dict__.items()})
        for k in ("hands", "discards"):
            setattr(t, k, {p: list(c) for p, c in getattr(self, k).items()})
        t.deck, t.face_up, t.tokens = list(self.deck), list(self.face_up), dict(self.tokens)
        t.protected, t.out, t.may_start = set(self.protected), set(self.out), list(self.may_start)
        t.round_winners, t.game_winners, t.seen = list(self.round_winners), list(self.game_winners), {}
        t.wins, t.card_down = dict(self.wins), False
        return t

    # -- setup
    def check(self):
        n = len(self.players)
        if not 2 <= n <= 6:
            raise Refused("bad-setup", "2 to 6 players")
        cards = [c for p in self.players for c in self.hands[p] + self.discards[p]] + self.deck + self.face_up
        cards += [self.set_aside] if self.set_aside else []
        for card in set(cards):
            if card not in COPIES or cards.count(card) > COPIES[card]:
                raise Refused("bad-setup", "too many %s" % card)
        if len(self.out) == n:
            raise Refused("bad-setup", "nobody in the round")
        for p in self.players:
            held = len(self.hands[p])
            if (p in self.out) != (held == 0) or (held > 1 and not (p == self.to_move and held == 2)):
                raise Refused("bad-setup", "%s holds %d cards" % (p, held))
            if self.tokens[p] >= self.tokens_to_win():
                raise Refused("bad-setup", "%s has already won" % p)
        if self.protected & self.out or self.to_move not in self.players or self.to_move in self.out:
            raise Refused("bad-setup", "protected, out or to move")
        if self.to_move in self.protected and len(self.hands[self.to_move]) == 2:
            raise Refused("bad-setup", "a protected player who has drawn")
        if "draws-on-play" in self.limits and len(self.hands[self.to_move]) == 2:
            raise Refused("bad-setup", "a player holds one card between turns: she draws when she plays")
        if self.face_up and (n != 2 or len(self.face_up) > 3):
            raise Refused("bad-setup", "face-up cards")

    # -- turns
    def in_round(self):
        return [p for p in self.players if p not in self.out]

    def choosable(self, me):
        return [p for p in self.in_round() if p != me and (p not in self.protected or "protected-targetable" in self.wrong)]

    def start_turn(self, player):
        if self.game_over or self.round_over:
            raise Refused("game-over" if self.game_over else "round-over")
        if self.to_move is None and player in self.may_start:
            self.to_move, self.may_start = player, []
        if player != self.to_move:
            raise Refused("not-your-turn")
        self.protected.discard(player)
        if len(self.hands[player]) == 1 and self.deck:
            self.hands[player].append(self.deck.pop(0))

    def forced_countess(self, hand):
        beside = ("King",) if "countess-one-way" in self.wrong else ("King", "Prince")
        return "Countess" in hand and any(c in hand for c in beside) and "countess-never-forced" not in self.wrong

    def plays(self, me):
        """Every play `me` may make this turn, once drawn: (card, target, guess)."""
        hand, out = self.hands[me], []
        for card in sorted(set(hand)):
            if self.forced_countess(hand) and card != "Countess":
                continue
            if card == "Princess" and "never-offers-the-princess" in self.wrong:
                continue
            others = self.choosable(me)
            if card == "Guard" and others:
                names = [c for c in VALUES if c != "Guard" or "guard-names-guard" in self.wrong]
                out += [(card, t, g) for t in others for g in names]
            elif card in CHOOSES_ANOTHER and others:
                out += [(card, t, None) for t in others]
            elif card in CHOOSES_ANOTHER and "no-play-when-all-protected" in self.wrong:
                continue
            elif card == "Prince":
                out += [(card, t, None) for t in others + ([] if "prince-never-self" in self.wrong else [me])]
            else:
                out.append((card, None, None))
        return out

    def play(self, me, card, target=None, guess=None, keep=None, bottom=None):
        """One whole turn: the draw, then the card. Raises Refused (the table
        as it was) or NeedsChoice (the table as it was: the choice comes with
        the play again)."""
        trial = self.copy()
        try:
            trial.play_on(me, card, target, guess, keep, bottom)
        except Refused:
            if "refusal-after-card-left-hand" in self.wrong and trial.card_down:
                self.__dict__.update(trial.__dict__)
            raise
        self.__dict__.update(trial.__dict__)

    def play_on(self, me, card, target, guess, keep, bottom):
        self.start_turn(me)
        hand = self.hands[me]
        if card not in VALUES:
            raise Refused("no-such-card")
        if card not in hand:
            raise Refused("not-held")
        if "refusal-after-card-left-hand" not in self.wrong and self.forced_countess(hand) and card != "Countess":
            raise Refused("countess")
        if target is not None and target not in self.players:
            raise Refused("bad-target")
        forced = self.forced_countess(hand) and card != "Countess"
        hand.remove(card)
        self.discards[me].append(card)
        self.card_down = True
        if forced:
            raise Refused("countess")
        out_before = set(self.out)
        getattr(self, "play_" + card.lower())(me, target, guess, keep, bottom)
        self.end_round_if_decided(after_turn=True)
        if not self.round_over:
            seats = self.players[self.players.index(me) + 1:] + self.players[:self.players.index(me) + 1]
            left = [p for p in seats if p not in self.out]
            skip = "seat-skipped-after-elimination" in self.wrong and self.out != out_before and len(left) > 1
            self.to_move = left[1] if skip else left[0]

    def other_player(self, me, target):
        """The player a card that chooses another player acts on; None: no effect."""
        if target is None and "crash-on-untargeted-play" in self.wrong:
            raise AttributeError("'NoneType' object has no attribute 'hand'")
        others = self.choosable(me)
        if target in others:
            return target
        if not others:
            if target is None and "no-play-when-all-protected" in self.wrong:
                raise Refused("no-target")
            if target is None:
                return None
            raise Refused("bad-target" if target == me or target in self.out else "protected")
        if target is None:
            raise Refused("no-target")
        raise Refused("bad-target" if target == me or target in self.out else "protected")

    def play_guard(self, me, target, guess, keep, bottom):
        if keep or bottom:
            raise Refused("bad-choice")
        target = self.other_player(me, target)
        if target is None:
            if guess is not None:
                raise Refused("bad-choice")
            return
        if guess is None:
            raise Refused("no-guess")
        if guess == "Guard" and "guard-names-guard" not in self.wrong:
            raise Refused("guard-guess")
        if guess not in VALUES:
            raise Refused("no-such-card")
        if guess in self.hands[target]:
            self.leave(target)

    def simple_target(self, me, target, guess, keep, bottom):
        if guess is not None or keep or bottom:
            raise Refused("bad-choice")
        return self.other_player(me, target)

    def play_priest(self, me, target, *choices):
        target = self.simple_target(me, target, *choices)
        if target is not None:
            self.seen = {me: [(target, self.hands[target][0])]}

    def play_baron(self, me, target, *choices):
        target = self.simple_target(me, target, *choices)
        if target is None:
            return
        mine, theirs = self.hands[me][0], self.hands[target][0]
        self.seen = {me: [(target, theirs)]}
        if "baron-shown-to-its-player-only" not in self.wrong:
            self.seen[target] = [(me, mine)]
        if VALUES[mine] != VALUES[theirs]:
            self.leave(me if VALUES[mine] < VALUES[theirs] else target)

    def play_king(self, me, target, *choices):
        target = self.simple_target(me, target, *choices)
        if target is not None:
            self.seen = {me: [(target, self.hands[target][0])], target: [(me, self.hands[me][0])]}
            self.hands[me], self.hands[target] = self.hands[target], self.hands[me]

    def play_handmaid(self, me, target, guess, keep, bottom):
        if target is not None or guess is not None or keep or bottom:
            raise Refused("bad-choice")
        self.protected.add(me)

    def play_prince(self, me, target, guess, keep, bottom):
        if guess is not None or keep or bottom:
            raise Refused("bad-choice")
        if target is None:
            raise Refused("no-target")
        if target in self.out or (target == me and "prince-never-self" in self.wrong):
            raise Refused("bad-target")
        if target != me and target in self.protected and "protected-targetable" not in self.wrong:
            raise Refused("protected")
        discarded = self.hands[target].pop()
        if "prince-discard-not-counted" not in self.wrong:
            self.discards[target].append(discarded)
        if discarded == "Princess":
            self.leave(target)
        elif self.deck:
            self.hands[target].append(self.deck.pop(0))
        elif self.set_aside:
            self.hands[target].append(self.set_aside)
            if "set-aside-drawn-twice" not in self.wrong:
                self.set_aside = None
        else:
            self.leave(target)

    def play_chancellor(self, me, target, guess, keep, bottom):
        if target is not None or guess is not None:
            raise Refused("bad-choice")
        if not self.deck:
            if keep or bottom:
                raise Refused("bad-choice")
            return
        drawn = self.deck[:2]
        del self.deck[:2]
        self.hands[me] += drawn
        if keep is None and bottom is None:
            raise NeedsChoice()
        rest = list(self.hands[me])
        if keep not in rest or len(bottom or []) != len(drawn):
            raise Refused("bad-choice")
        rest.remove(keep)
        for card in bottom:
            if card not in rest:
                raise Refused("bad-choice")
            rest.remove(card)
        self.hands[me] = [keep]
        if "chancellor-on-top" in self.wrong:
            self.deck[:0] = list(reversed(bottom))
        else:
            self.deck += bottom

    def play_countess(self, me, target, guess, keep, bottom):
        if target is not None or guess is not None or keep or bottom:
            raise Refused("bad-choice")

    def play_princess(self, me, target, guess, keep, bottom):
        if target is not None or guess is not None or keep or bottom:
            raise Refused("bad-choice")
        self.leave(me)

    play_spy = play_countess

    def leave(self, p):
        self.discards[p] += self.hands[p]
        self.hands[p] = []
        self.out.add(p)
        self.protected.discard(p)

    # -- end of a round
    def end_round_if_decided(self, after_turn=False):
        """Ends the round when it is decided: after a turn, or at once for a
        round dealt already decided."""
        left = self.in_round()
        drawn = self.to_move is not None and len(self.hands[self.to_move]) == 2
        if len(left) <= 1:
            winners = left
        elif not self.deck and not drawn and not (after_turn and "round-goes-on" in self.wrong):
            winners = self.showdown(left)
        else:
            return
        self.round_over, self.round_winners = True, winners
        for p in winners:
            self.tokens[p] += 1
            self.wins[p] += 1
        spies = [p for p in left if "Spy" in self.discards[p]]
        if len(spies) == 1 or "spy-bonus-to-every-spy" in self.wrong:
            for p in spies:
                self.tokens[p] += 1
        enough = [p for p in self.players if self.tokens[p] >= self.tokens_to_win()]
        self.game_over, self.game_winners = bool(enough), enough
        self.to_move, self.may_start = (winners[0], []) if len(winners) == 1 else (None, winners or list(self.players))
        if len(winners) == 1 and "next-round-starts-left-of-winner" in self.wrong:
            self.to_move = self.players[(self.players.index(winners[0]) + 1) % len(self.players)]

    def tokens_to_win(self):
        n = len(self.players)
        return 7 if n == 2 and "first-edition-token-table" in self.wrong else TOKENS_TO_WIN[n]

    def showdown(self, left):
        best = max(VALUES[self.hands[p][0]] for p in left)
        tied = [p for p in left if VALUES[self.hands[p][0]] == best]
        if len(tied) > 1 and "tie-broken-by-discards" in self.wrong:
            totals = {p: sum(VALUES[c] for c in self.discards[p]) for p in tied}
            top = [p for p in tied if totals[p] == max(totals.values())]
            return top if len(top) == 1 else []
        return tied

    def next_round(self, hands, deck, set_aside, face_up, first):
        if self.game_over or not self.round_over:
            raise Refused("game-over" if self.game_over else "round-not-over")
        may_start = [self.to_move] if self.to_move else self.may_start
        if first is not None and first not in may_start:
            raise Refused("bad-setup", "only the previous round's winner may start")
        may_start = [first] if first is not None else may_start
        self.hands = {p: list(hands.get(p, [])) for p in self.players}
        self.discards = {p: [] for p in self.players}
        self.deck, self.set_aside, self.face_up = list(deck), set_aside, list(face_up)
        if "spy-tokens-lost-next-round" in self.wrong:
            self.tokens = dict(self.wins)
        kept = self.protected & set(self.players) if "protection-kept-next-round" in self.wrong else set()
        self.out, self.protected, self.round_over, self.round_winners = set(), kept, False, []
        if "next-round-first-seat" in self.wrong:
            may_start = [self.players[0]]
        self.to_move, self.may_start = (may_start[0], []) if len(may_start) == 1 else (None, may_start)
        check = self.copy()
        check.to_move = check.to_move or may_start[0]
        check.protected = set()
        if "unchecked-setups" not in self.limits:
            check.check()
        self.end_round_if_decided()


# --------------------------------------------------------------- the adapter
# errata names cards by role id and speaks in error codes; this engine has its
# own names and reasons. Everything below maps one onto the other.

CARD_OF_ROLE = {role: card for card, role in (
    ("Spy", "spy"), ("Guard", "guard"), ("Priest", "priest"), ("Baron", "baron"), ("Handmaid", "handmaid"),
    ("Prince", "prince"), ("Chancellor", "chancellor"), ("King", "king"), ("Countess", "countess"),
    ("Princess", "princess"))}
ROLE_OF_CARD = {card: role for role, card in CARD_OF_ROLE.items()}
CODE_OF_REASON = {
    "bad-setup": "invalid-setup", "not-your-turn": "not-your-turn", "not-held": "card-not-in-hand",
    "countess": "countess-must-be-played", "no-target": "target-required", "bad-target": "invalid-target",
    "protected": "target-protected", "guard-guess": "guard-cannot-name-guard", "no-guess": "guess-required",
    "bad-choice": "invalid-choice", "round-over": "round-over", "no-such-card": "unknown-card",
    "round-not-over": "round-not-over", "game-over": "game-over"}
EDITION = "love-letter-2019"


def card(role, reason="no-such-card"):
    """The engine's card for a role id (an unknown one is refused as the rules refuse it)."""
    if role not in CARD_OF_ROLE:
        raise Refused(reason)
    return CARD_OF_ROLE[role]


def roles(cards):
    return [ROLE_OF_CARD[c] for c in cards]


def deal_from_order(roles_in_order, players):
    """A deal as a dealer makes it from a deck order: one card set aside, three
    face up at two players, one card to each player by seat, the rest the deck."""
    order = [card(c, "bad-setup") for c in roles_in_order]
    if len(order) < 1 + len(players) + (3 if len(players) == 2 else 0):
        raise Refused("bad-setup", "too few cards to deal")
    aside = order.pop(0)
    up = [order.pop(0) for _ in range(3)] if len(players) == 2 else []
    hands = {p: [order.pop(0)] for p in players}
    return hands, order, aside, up


class Unsupported(Exception):
    """The adapter cannot do what errata asks (the run is reported not supported)."""


# What the engine declares it cannot do (hello's capabilities, protocol version 2).
CAPABILITY_OF_LIMIT = {"deal-only": "deal-from-deck-order-only", "draws-on-play": "draws-on-play",
                       "unchecked-setups": "unchecked-setups", "guard-names-number": "guard-names-number"}


class Adapter:
    def __init__(self, deviations, limits=(), observe="own-hand", protocol=2):
        self.deviations, self.limits, self.observe, self.protocol = deviations, set(limits), observe, protocol
        self.deal_only = "deal-only" in self.limits
        self.table, self.pending = None, None

    def handle(self, request):
        cmd = request.get("cmd")
        if cmd == "hello":
            return self.hello(request)
        if cmd == "quit":
            return {"status": "ok"}
        handler = getattr(self, "do_" + str(cmd), None)
        if handler is None:
            return {"status": "unsupported", "detail": "unknown request %r" % cmd}
        if cmd != "new_round" and self.table is None:
            return {"status": "illegal", "detail": "no round: new_round first"}
        try:
            return dict(status="ok", **(handler(request) or {}))
        except Refused as r:
            return {"status": "illegal", "code": CODE_OF_REASON.get(r.reason, ""), "detail": r.detail or r.reason}

    def hello(self, r):
        offered = set(r.get("protocols") or [r.get("protocol")])
        version = max(v for v in (1, 2) if v <= self.protocol and (v in offered or v == 1))
        declared = [CAPABILITY_OF_LIMIT[x] for x in sorted(self.limits) if version >= 2 or x == "deal-only"]
        reply = {"status": "ok", "protocol": version, "engine": "wrong_engine.py", "version": "2",
                 "editions": [EDITION], "capabilities": declared}
        if version >= 2:
            reply["observe"] = self.observe
        return reply

    # new_round: a whole state, or (continue) the next round's deal.
    def do_new_round(self, r):
        if r.get("edition") != EDITION:
            return self.unsupported("this engine plays %s only" % EDITION)
        if self.deal_only and "deal_order" not in r:
            return self.unsupported("this engine deals only from a deck order")
        if r.get("continue"):
            return self.next_round(r)
        table = Table(r.get("players", []), self.deviations, self.limits)
        try:
            self.fill(table, r)
        except (KeyError, TypeError, ValueError, AttributeError):
            raise Refused("bad-setup", "a field the setup lacks or cannot have")
        if "unchecked-setups" not in self.limits:
            table.check()
        table.end_round_if_decided()
        self.table, self.pending = table, None

    def unsupported(self, why):
        raise Unsupported(why)

    def player(self, t, name):
        if name not in t.players:
            raise Refused("bad-setup", "unknown player %r" % name)
        return name

    def fill(self, t, r):
        if self.deal_only:
            t.hands, t.deck, t.set_aside, t.face_up = deal_from_order(r["deal_order"], t.players)
        else:
            for key in ("hands", "discards"):
                for p, cards in r[key].items():
                    getattr(t, key)[self.player(t, p)] = [card(c, "bad-setup") for c in cards]
            t.deck = [card(c, "bad-setup") for c in r["deck"]]
            t.set_aside = card(r["set_aside"], "bad-setup") if r.get("set_aside") else None
            t.face_up = [card(c, "bad-setup") for c in r.get("face_up") or []]
            t.protected = {self.player(t, p) for p in r["protected"]}
            t.out = {self.player(t, p) for p in r["eliminated"]}
            t.tokens.update({self.player(t, p): int(n) for p, n in r["tokens"].items()})
            t.wins = dict(t.tokens)
        t.to_move = r.get("to_move")

    def next_round(self, r):
        t = self.table.copy()
        if self.deal_only:
            deal = deal_from_order(r["deal_order"], t.players)
        else:
            hands = {}
            for p, cards in r["hands"].items():
                if p not in t.players or len(cards) != 1:
                    raise Refused("bad-setup", "one card per player")
                hands[p] = [card(cards[0], "bad-setup")]
            deal = (hands, [card(c, "bad-setup") for c in r.get("deck", [])],
                    card(r["set_aside"], "bad-setup") if r.get("set_aside") else None,
                    [card(c, "bad-setup") for c in r.get("face_up") or []])
        t.next_round(*deal, r.get("first"))
        self.table, self.pending = t, None

    def guess_text(self, guess):
        if "guard-names-number" in self.limits:
            return " number=%d" % VALUES[guess]
        return " guess=" + ROLE_OF_CARD[guess]

    def do_legal(self, r):
        t = self.table.copy()
        try:
            t.start_turn(r.get("player"))
        except Refused:
            return {"plays": []}
        plays = set()
        for c, target, guess in t.plays(r["player"]):
            text = ROLE_OF_CARD[c] + ("" if target is None else " target=" + target)
            plays.add(text + ("" if guess is None else self.guess_text(guess)))
        return {"plays": sorted(plays)}

    def guess_of(self, r):
        if "guard-names-number" in self.limits and "number" in r:
            return next((c for c, v in VALUES.items() if v == r["number"]), "no-such-card")
        return card(r["guess"]) if "guess" in r else None

    def do_apply(self, r):
        me = r.get("player")
        if me not in self.table.players:
            raise Refused("not-your-turn")
        target = r.get("target", (r.get("targets") or [None])[0])
        if target is not None and target not in self.table.players:
            raise Refused("bad-target")
        play = dict(card=card(r.get("card")), target=target, guess=self.guess_of(r))
        if "keep" in r or "bottom" in r:
            play.update(keep=card(r.get("keep")) if "keep" in r else None, bottom=[card(c) for c in r.get("bottom", [])])
        return self.play(me, play)

    def do_choose(self, r):
        pending, self.pending = self.pending, None
        if pending is None or "keep" not in r:
            raise Refused("bad-choice", "nothing to choose" if pending is None else "keep what?")
        me, play = pending
        play.update(keep=card(r["keep"]), bottom=[card(c) for c in r.get("bottom", [])])
        return self.play(me, play)

    def play(self, me, play):
        # The engine's table is what it is after a refusal too: errata checks
        # that a refusal changed nothing, so nothing here restores it.
        try:
            self.table.play(me, **play)
        except NeedsChoice:
            self.pending = (me, play)
            return {"pending": "choose", "events": ["%s draws for the Chancellor" % me]}
        return {"events": ["%s plays %s" % (me, play["card"])]}

    def do_state(self, r):
        t = self.table
        return {"state": {
            "hands": {p: roles(c) for p, c in t.hands.items()},
            "discards": {p: roles(c) for p, c in t.discards.items()},
            "deck": roles(t.deck), "set_aside": ROLE_OF_CARD[t.set_aside] if t.set_aside else None,
            "face_up": roles(t.face_up), "protected": sorted(t.protected), "eliminated": sorted(t.out),
            "tokens": t.tokens, "to_move": None if t.round_over else t.to_move,
            "round_over": t.round_over, "round_winners": t.round_winners,
            "game_over": t.game_over, "game_winners": t.game_winners}}

    def do_observe(self, r):
        if self.observe == "nothing":
            return self.unsupported("this engine keeps no account of what each player saw")
        if self.observe == "table":  # every other hand, as its player's screen shows them
            me = r.get("player")
            return {"seen": [{"player": p, "card": ROLE_OF_CARD[c]}
                             for p, cards in self.table.hands.items() if p != me for c in cards]}
        seen = self.table.seen.get(r.get("player"), [])
        return {"seen": [{"player": p, "card": ROLE_OF_CARD[c]} for p, c in seen]}


def serve(adapter, lines=sys.stdin, out=sys.stdout):
    for line in lines:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as e:
            request, reply = {}, {"status": "crash", "detail": "not JSON: %s" % e}
        else:
            try:
                reply = adapter.handle(request)
            except Unsupported as e:
                reply = {"status": "unsupported", "detail": str(e)}
            except Exception as e:  # the engine failed: say so, and go on
                reply = {"status": "crash", "detail": "%s: %s" % (type(e).__name__, e)}
        out.write(json.dumps(dict(id=request.get("id"), **reply), separators=(",", ":")) + "\n")
        out.flush()
        if request.get("cmd") == "quit":
            return


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deviation", action="append", default=[], choices=sorted(DEVIATIONS))
    for limit in CAPABILITY_OF_LIMIT:
        parser.add_argument("--" + limit, action="store_true")
    parser.add_argument("--observe", default="own-hand", choices=["own-hand", "nothing", "table"])
    parser.add_argument("--protocol", type=int, default=2, choices=[1, 2])
    parser.add_argument("--list-deviations", action="store_true")
    args = parser.parse_args()
    if args.list_deviations:
        for name, says in DEVIATIONS.items():
            print("%s: %s" % (name, says))
        return
    wrong = set(args.deviation) | {d for d in os.environ.get("WRONG_ENGINE_DEVIATIONS", "").split(",") if d}
    limits = {x for x in CAPABILITY_OF_LIMIT if getattr(args, x.replace("-", "_"))}
    serve(Adapter(wrong, limits, args.observe, args.protocol))


if __name__ == "__main__":
    main()
