import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Two builds of Silk's benchmark server in one JVM, each in a class loader of its own, timed in
 * alternating rounds of in-memory requests: Paired BASELINE.jar CHANGED.jar DRIVER-DIR METHOD PATH
 * ROUNDS N. Prints the median over the rounds of CHANGED ÷ BASELINE in time per request.
 */
public final class Paired {
  private Paired() {}

  public static void main(String[] args) throws Exception {
    Path driver = Path.of(args[2]);
    String method = args[3];
    String path = args[4];
    int rounds = Integer.parseInt(args[5]);
    int n = Integer.parseInt(args[6]);
    Method[] run = new Method[2];
    for (int v = 0; v < 2; v++) {
      URL[] urls = {driver.toUri().toURL(), Path.of(args[v]).toUri().toURL()};
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Thread.currentThread().setContextClassLoader(loader);
      Class<?> drive = Class.forName("dev.silk.bench.dispatch.Drive", true, loader);
      drive.getMethod("setup").invoke(null);
      run[v] = drive.getMethod("run", int.class, String.class, String.class);
    }
    for (int w = 0; w < 40; w++) {
      run[0].invoke(null, n, method, path);
      run[1].invoke(null, n, method, path);
    }
    double[] ratio = new double[rounds];
    double[] base = new double[rounds];
    double[] changed = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      int first = r % 2;
      long[] took = new long[2];
      took[first] = (long) run[first].invoke(null, n, method, path);
      took[1 - first] = (long) run[1 - first].invoke(null, n, method, path);
      base[r] = took[0] / (double) n;
      changed[r] = took[1] / (double) n;
      ratio[r] = took[1] / (double) took[0];
    }
    Arrays.sort(ratio);
    Arrays.sort(base);
    Arrays.sort(changed);
    System.out.printf(
        "%s %s: changed ÷ baseline %.3f (IQR %.3f–%.3f); %.1f against %.1f ns a request%n",
        method, path, ratio[rounds / 2], ratio[rounds / 4], ratio[3 * rounds / 4],
        changed[rounds / 2], base[rounds / 2]);
  }
}
