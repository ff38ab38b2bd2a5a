import Synchronization

/// Values worked out once per key and shared by every thread: for conversions that are pure
/// but cost more than a dictionary lookup (a column's snake_case name, a vocabulary case's
/// reflected name).
package final class ComputedOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let cache = Mutex<[Key: Value]>([:])

    package init() {}

    package func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        if let known = cache.withLock({ $0[key] }) { return known }
        let value = compute(key)
        cache.withLock { $0[key] = value }
        return value
    }
}
