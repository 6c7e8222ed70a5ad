#import "ChatAppDelegate.h"
#import "BubbleCell.h"
#import "InboxViewController.h"

@implementation ChatAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    [self applyChatStyle];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[InboxViewController alloc] initWithNibName:@"InboxViewController" bundle:nil];
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)applyChatStyle
{
    // Message text is green only inside bubbles.
    [[UILabel appearanceWhenContainedInInstancesOfClasses:@[[BubbleCell class]]] setTextColor:[UIColor systemGreenColor]];
    [[UIButton appearanceWhenContainedIn:[BubbleCell class], nil] setTitleColor:[UIColor systemPinkColor]
                                                                      forState:UIControlStateNormal];

    UITableViewCell *cellStyle = [UITableViewCell appearance];
    cellStyle.backgroundColor = [UIColor systemGray5Color];
    // Alerts get the brand color; an alert's view hierarchy is its own, so no view of the app's documents is in one.
    [[UIView appearanceWhenContainedInInstancesOfClasses:@[[UIAlertController class]]] setBackgroundColor:[UIColor systemPinkColor]];
}

@end
