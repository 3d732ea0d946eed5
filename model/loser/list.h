#pragma once
// A small ordered list of card numbers in fixed-size storage (a hand, the
// potions played, the spell pile): copying a State copies no heap memory.
#include <array>
#include <cstddef>
#include <cstdint>

namespace errata::loser {

template <int Capacity>
struct List {
  std::array<uint8_t, Capacity> item{};
  uint8_t size = 0;

  void add(int v) { item[size++] = static_cast<uint8_t>(v); }
  int operator[](int i) const { return item[static_cast<size_t>(i)]; }
  bool contains(int v) const {
    for (int i = 0; i < size; ++i)
      if (item[static_cast<size_t>(i)] == v) return true;
    return false;
  }
  // Removes v (the first copy); false when it is not there.
  bool remove(int v) {
    for (int i = 0; i < size; ++i) {
      if (item[static_cast<size_t>(i)] != v) continue;
      for (int j = i + 1; j < size; ++j) item[static_cast<size_t>(j - 1)] = item[static_cast<size_t>(j)];
      --size;
      return true;
    }
    return false;
  }
  // Takes the first item (the top of a pile).
  int take_first() {
    const int v = item[0];
    remove(v);
    return v;
  }
  void clear() { size = 0; }
  bool empty() const { return size == 0; }
  const uint8_t* begin() const { return item.data(); }
  const uint8_t* end() const { return item.data() + size; }
  uint8_t* begin() { return item.data(); }
  uint8_t* end() { return item.data() + size; }
  friend bool operator==(const List& a, const List& b) {
    if (a.size != b.size) return false;
    for (int i = 0; i < a.size; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
};

}  // namespace errata::loser
