#import "AppDelegate.h"
#import "StopsViewController.h"
#import "StopsTableViewController.h"
#import "ArrivalsViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [[StopsViewController alloc] init],
        [[StopsTableViewController alloc] init],
        [[ArrivalsViewController alloc] init],
    ];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
