#import "AppDelegate.h"
#import "BannerViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    BannerViewController *banner = [[BannerViewController alloc] initWithNibName:@"BannerViewController" bundle:nil];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:banner];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
