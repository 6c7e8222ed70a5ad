#import "PodAppDelegate.h"
#import "EpisodesViewController.h"
#import "PlayerSettingsViewController.h"

@implementation PodAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [[UINavigationController alloc] initWithRootViewController:[[EpisodesViewController alloc] init]],
        [[UINavigationController alloc] initWithRootViewController:[[PlayerSettingsViewController alloc] init]],
    ];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
