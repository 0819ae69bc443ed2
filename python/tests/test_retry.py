"""Retries: the service's own rate limit (429 with Retry-After), and a local stub for what the
service does not do on demand (503, a dropped connection, an answer that never comes)."""

import time
import unittest
import urllib.error
import urllib.request

from harness import RATE_LIMIT_MAX, Stub, answer, free_port, service

from hangar import HangarApiError, HangarClient, RetryPolicy, backoff_delay, is_retryable, parse_retry_after

FAST = RetryPolicy(retries=3, base_delay=0.01, max_delay=0.05)


def setUpModule() -> None:
    service()


def exhaust(key: str) -> float:
    """Spends the key's budget of the current window; the Retry-After of the first refusal."""
    for _ in range(RATE_LIMIT_MAX * 5):
        request = urllib.request.Request(service().base + "/datasets/stats", headers={"Service-Api-Key": key})
        try:
            urllib.request.urlopen(request, timeout=10).close()
        except urllib.error.HTTPError as refused:
            if refused.code == 429:
                return float(refused.headers["Retry-After"])
            raise
    raise AssertionError("the rate limit never answered 429")


class RateLimitTest(unittest.TestCase):
    def setUp(self) -> None:
        # A key of its own: the budget is per key, so the other tests' key keeps its own.
        path = f"/admin/organizations/{service().organization_id}/api-keys"
        self.key = service().call("POST", path, {"name": f"python retry {time.time()}"})["key"]

    def test_a_429_is_waited_out_as_retry_after_says_then_the_call_succeeds(self) -> None:
        retries = []
        client = service().client(self.key, on_retry=retries.append)
        # Three tries: a window that ends between the refusal and the call lets the call through.
        for _ in range(3):
            retry_after = exhaust(self.key)
            stats = client.stats()
            if retries:
                break
        self.assertIn("total_datasets", stats)
        self.assertGreaterEqual(len(retries), 1)
        self.assertEqual(retries[0].status, 429)
        self.assertGreaterEqual(retries[0].delay, retry_after)

    def test_a_retry_after_beyond_the_longest_wait_is_raised_at_once_with_it(self) -> None:
        client = service().client(self.key, retry=RetryPolicy(max_retry_after=0.1))
        refusal = None
        for _ in range(3):  # as above
            exhaust(self.key)
            try:
                client.stats()
            except HangarApiError as error:
                refusal = error
                break
        self.assertIsNotNone(refusal)
        self.assertEqual(refusal.status, 429)
        self.assertGreaterEqual(refusal.retry_after, 1)
        self.assertIn("Too many requests", refusal.detail)


class StubbedFailuresTest(unittest.TestCase):
    def test_503s_are_retried_with_backoff_until_an_answer_comes(self) -> None:
        calls = []

        def handle(h):
            calls.append(h.path)
            if len(calls) <= 2:
                return answer(h, 503, {"detail": "Shutting down"})
            answer(h, 200, {"datasets": [], "total": 0})

        stub = Stub(handle)
        self.addCleanup(stub.close)
        retries = []
        client = HangarClient(stub.base, "hgr_x", retry=FAST, on_retry=retries.append)
        self.assertEqual(client.list_datasets(), {"datasets": [], "total": 0})
        self.assertEqual([r.status for r in retries], [503, 503])

    def test_the_last_503_is_raised_with_its_detail(self) -> None:
        stub = Stub(lambda h: answer(h, 503, {"detail": "Database unavailable"}))
        self.addCleanup(stub.close)
        client = HangarClient(stub.base, "hgr_x", retry=RetryPolicy(retries=1, base_delay=0.01))
        with self.assertRaises(HangarApiError) as caught:
            client.stats()
        self.assertEqual((caught.exception.status, caught.exception.detail), (503, "Database unavailable"))
        self.assertEqual(len(stub.paths), 2)

    def test_a_dropped_connection_is_retried_for_a_read(self) -> None:
        def handle(h):
            if len(stub.paths) == 1:
                h.close_connection = True  # no answer at all
                return
            answer(h, 200, {"ok": True})

        stub = Stub(handle)
        self.addCleanup(stub.close)
        retries = []
        client = HangarClient(stub.base, "hgr_x", retry=FAST, on_retry=retries.append)
        self.assertEqual(client.get("/anything"), {"ok": True})
        self.assertEqual([r.status for r in retries], [None])

    def test_a_service_that_cannot_be_reached_is_status_0(self) -> None:
        retries = []
        client = HangarClient(f"http://127.0.0.1:{free_port()}", "hgr_x", retry=FAST, on_retry=retries.append)
        with self.assertRaises(HangarApiError) as caught:
            client.stats()
        self.assertEqual(caught.exception.status, 0)
        self.assertIn("Could not reach the service", caught.exception.detail)
        self.assertEqual(len(retries), FAST.retries)

    def test_an_answer_that_never_comes_ends_at_the_timeout(self) -> None:
        stub = Stub(lambda h: time.sleep(1))
        self.addCleanup(stub.close)
        client = HangarClient(stub.base, "hgr_x", timeout=0.2, retry=None)
        started = time.monotonic()
        with self.assertRaises(HangarApiError) as caught:
            client.stats()
        self.assertEqual(caught.exception.status, 0)
        self.assertLess(time.monotonic() - started, 1.5)


class RulesTest(unittest.TestCase):
    """The same rules as client/src/retry.ts."""

    def test_which_answers_are_retried(self) -> None:
        self.assertTrue(is_retryable("POST", 429) and is_retryable("POST", 503))
        self.assertTrue(is_retryable("GET", None) and is_retryable("GET", 504))
        self.assertFalse(is_retryable("POST", None) or is_retryable("POST", 504))
        self.assertTrue(is_retryable("POST", None, keyed=True))
        self.assertTrue(is_retryable("POST", 409, keyed=True, retry_after=True))
        self.assertFalse(is_retryable("POST", 409, keyed=True) or is_retryable("GET", 500))

    def test_retry_after_in_seconds_or_as_a_date(self) -> None:
        self.assertEqual(parse_retry_after("7"), 7.0)
        self.assertAlmostEqual(parse_retry_after("Thu, 01 Jan 2026 00:00:10 GMT", now=1767225600), 10.0)
        self.assertIsNone(parse_retry_after("soon"))
        self.assertIsNone(parse_retry_after(None))

    def test_backoff_doubles_under_full_jitter_and_never_undercuts_retry_after(self) -> None:
        top = RetryPolicy(random=lambda: 0.999999)
        self.assertAlmostEqual(backoff_delay(0, None, top), 0.25, places=3)
        self.assertAlmostEqual(backoff_delay(3, None, top), 2.0, places=3)
        self.assertAlmostEqual(backoff_delay(10, None, top), 8.0, places=3)
        self.assertEqual(backoff_delay(5, None, RetryPolicy(random=lambda: 0.0)), 0.0)
        self.assertGreaterEqual(backoff_delay(0, 3.0, RetryPolicy(random=lambda: 0.0)), 3.0)


if __name__ == "__main__":
    unittest.main()
