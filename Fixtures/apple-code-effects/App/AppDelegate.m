#import "AppDelegate.h"
#import "PasscodeViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [[PasscodeViewController alloc] initWithNibName:@"PasscodeViewController"
                                                                              bundle:nil];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
