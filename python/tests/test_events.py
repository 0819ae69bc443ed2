"""The changes feed: read to the end, resume from a stored cursor, and go on through failures."""

import unittest
import unittest.mock
import urllib.request

from harness import Stub, answer, service

from hangar import HangarApiError, HangarClient, RetryPolicy


def setUpModule() -> None:
    service()


def caught_up(client, **options):
    """Every page to the end of the feed as it is now, and the cursor after it."""
    pages = list(client.events(wait=0, until_caught_up=True, **options))
    return [e for p in pages for e in p.events], pages[-1].next if pages else options.get("after")


class FeedTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = service().client()

    def test_a_stored_cursor_resumes_after_the_events_already_read(self) -> None:
        before, cursor = caught_up(self.client, limit=50)
        self.assertTrue(before, "the demo's creation is in the feed")
        self.assertEqual(len({e["id"] for e in before}), len(before))
        pending = next(self.client.datasets(status="pending"))
        self.client.request("POST", f"/datasets/{pending['id']}/accept")
        # A new follower from the stored cursor: only what came after it, the accept among it.
        page = next(self.client.events(after=cursor, types=["dataset.accepted"], wait=10))
        self.assertEqual([e["data"]["dataset_id"] for e in page.events], [pending["id"]])
        self.assertFalse({e["id"] for e in page.events} & {e["id"] for e in before})
        after, _ = caught_up(self.client, after=page.next)
        accepted_later = [e["data"]["dataset_id"] for e in after if e["type"] == "dataset.accepted"]
        self.assertNotIn(pending["id"], accepted_later)

    def test_a_cursor_the_feed_never_gave_is_refused_with_410(self) -> None:
        with self.assertRaises(HangarApiError) as caught:
            next(self.client.events(after="999999999", wait=0))
        self.assertEqual(caught.exception.status, 410)

    def test_the_feed_goes_on_through_dropped_connections_and_5xx_at_the_same_cursor(self) -> None:
        real = service()
        _, cursor = caught_up(self.client)

        def handle(h):
            # The first request loses its connection, the second meets a proxy in trouble, the
            # rest reach the service.
            if len(stub.paths) == 1:
                h.close_connection = True
                return
            if len(stub.paths) == 2:
                return answer(h, 502, {"detail": "Bad gateway"})
            forwarded = urllib.request.Request(real.base + h.path, headers={"Service-Api-Key": real.demo_key})
            with urllib.request.urlopen(forwarded, timeout=30) as upstream:
                h.send_response(upstream.status)
                body = upstream.read()
                h.send_header("Content-Type", "application/json")
                h.send_header("Content-Length", str(len(body)))
                h.end_headers()
                h.wfile.write(body)

        stub = Stub(handle)
        self.addCleanup(stub.close)
        through = HangarClient(stub.base, real.demo_key, retry=RetryPolicy(retries=0))
        failures = []
        pending = next(self.client.datasets(status="pending"))
        reason = {"reason": "python feed test"}
        self.client.request("POST", f"/datasets/{pending['id']}/reject", json_body=reason)
        feed = through.events(after=cursor, types=["dataset.rejected"], wait=5,
                              on_retry=lambda error, delay: failures.append(error.status))
        with unittest.mock.patch("hangar.events.FEED_BACKOFF", RetryPolicy(base_delay=0.01, max_delay=0.02)):
            page = next(feed)
        feed.close()
        self.assertEqual(failures, [0, 502])
        self.assertEqual([e["data"]["dataset_id"] for e in page.events], [pending["id"]])
        self.assertTrue(all(f"after={cursor}" in p for p in stub.paths), stub.paths)


if __name__ == "__main__":
    unittest.main()
